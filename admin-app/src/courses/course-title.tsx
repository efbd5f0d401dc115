import { useLocaleState, useRecordContext } from 'react-admin';
import { courseTitle, type AdminCourse } from './course-record';

/** A course's page title: its title in the admin's language, never its id. */
export function CourseTitle() {
  const course = useRecordContext<AdminCourse>();
  const [locale] = useLocaleState();
  return <>{course ? courseTitle(course, locale) : ''}</>;
}
