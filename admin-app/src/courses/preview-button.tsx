import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Button, useRecordContext } from 'react-admin';
import type { AdminCourse } from './course-record';

/** The learner app's page of a course (`/courses-overview/:id` of LEARNER_PAGES), served beside the admin app. */
export const learnerCoursePage = (id: string): string => `/courses-overview/${encodeURIComponent(id)}`;

/** Opens the course as learners see it, in a new tab. */
export function PreviewButton() {
  const course = useRecordContext<AdminCourse>();
  if (!course) return null;
  return (
    <Button label="khru.courses.preview" component="a" href={learnerCoursePage(course.id)} target="_blank" rel="noopener">
      <OpenInNewIcon />
    </Button>
  );
}
