import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { COURSE_STATUSES, type AdminCourseRow, type CourseStatus } from './course-record';

export const STATUS_CHOICES = COURSE_STATUSES.map((id) => ({ id, name: `khru.courses.status.${id}` }));

const COLORS: Record<CourseStatus, 'default' | 'success' | 'warning'> = { draft: 'default', published: 'success', unpublished: 'warning' };

/** The course's status as a coloured chip: a draft, on sale, or withdrawn from sale. */
export function CourseStatusField(_props: { source?: string; label?: string; sortable?: boolean }) {
  const course = useRecordContext<AdminCourseRow>();
  const translate = useTranslate();
  if (!course) return null;
  return <Chip size="small" color={COLORS[course.status]} label={translate(`khru.courses.status.${course.status}`)} />;
}
