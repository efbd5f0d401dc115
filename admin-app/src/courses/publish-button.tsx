import PublishIcon from '@mui/icons-material/Publish';
import UnpublishedIcon from '@mui/icons-material/Unpublished';
import { useDataProvider, useLocaleState, useRecordContext } from 'react-admin';
import { ConfirmButton } from '../catalogue-admin/shared/confirm-button';
import { courseTitle, type AdminCourse } from './course-record';
import type { CoursesDataProvider } from './courses.data-provider';

/**
 * Puts a course on sale, or takes it off sale (learners who hold it keep it), after a confirmation that says
 * which; a course without lessons is refused by the server with its reason.
 */
export function PublishButton() {
  const course = useRecordContext<AdminCourse>();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<CoursesDataProvider>();
  if (!course) return null;
  const publishing = course.status !== 'published';
  return (
    <ConfirmButton
      texts={`khru.courses.${publishing ? 'publish' : 'unpublish'}`}
      icon={publishing ? <PublishIcon /> : <UnpublishedIcon />}
      color={publishing ? 'primary' : 'warning'}
      translateOptions={{ title: courseTitle(course, locale) }}
      action={() => (publishing ? dataProvider.publishCourse(course.id) : dataProvider.unpublishCourse(course.id))}
    />
  );
}
