import { Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { FieldTitle, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { formatDateTime } from '../../i18n/date-format';
import { nameOf, useCourseChoices } from '../course-choices';
import type { AdminCourse } from '../course-record';
import { CourseStatusField } from '../course-status-field';
import { CourseThumbnail } from '../course-thumbnail';
import { formatBaht } from '../../fields/baht';

function Item({ source, children }: { source: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        <FieldTitle source={source} resource="courses" />
      </Typography>
      <Typography variant="body2" component="div" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

const grid = { display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 } as const;

/** The course's texts in both languages, its place in the catalogue, its teacher, price and dates. */
export function DetailsTab() {
  const course = useRecordContext<AdminCourse>();
  const [locale] = useLocaleState();
  const translate = useTranslate();
  const { categories, instructors, jobFunctions } = useCourseChoices();
  if (!course) return null;
  const category = categories.find((c) => c.id === course.categoryId);
  const none = translate('khru.courses.none');
  const when = (iso: string | null) => (iso ? formatDateTime(iso, locale) : none);
  return (
    <Stack sx={{ gap: 3, maxWidth: 960 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
        <CourseThumbnail url={course.thumbnailUrl} width={240} />
        <Box sx={{ ...grid, flex: 1, alignContent: 'start' }}>
          <Item source="id">{course.id}</Item>
          <Item source="status">
            <CourseStatusField />
          </Item>
          <Item source="price">{formatBaht(course.price, locale)}</Item>
          <Item source="lessonCount">{course.lessonCount}</Item>
        </Box>
      </Stack>
      <Box sx={grid}>
        <Item source="title.en">{course.title.en}</Item>
        <Item source="title.th">{course.title.th}</Item>
        <Item source="description.en">{course.description.en}</Item>
        <Item source="description.th">{course.description.th}</Item>
      </Box>
      <Box sx={grid}>
        <Item source="categoryId">{nameOf(categories, course.categoryId)}</Item>
        <Item source="subCategoryId">{course.subCategoryId ? nameOf(category?.subCategories ?? [], course.subCategoryId) : none}</Item>
        <Item source="jobFunctionId">{course.jobFunctionId ? nameOf(jobFunctions, course.jobFunctionId) : none}</Item>
        <Item source="instructorId">{nameOf(instructors, course.instructorId)}</Item>
        <Item source="trainingStartsAt">
          {when(course.trainingStartsAt)}
          {course.trainingCancelledAt ? ` · ${translate('khru.training.cancelled', { date: when(course.trainingCancelledAt) })}` : ''}
        </Item>
        <Item source="created">{when(course.created)}</Item>
        <Item source="publishedAt">{when(course.publishedAt)}</Item>
        <Item source="updatedAt">{when(course.updatedAt)}</Item>
      </Box>
    </Stack>
  );
}
