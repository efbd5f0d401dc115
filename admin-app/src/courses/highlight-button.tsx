import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { useState } from 'react';
import { Button, useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { useServerErrorNotifier } from '../dataProvider/use-notify-server-error';
import type { AdminCourse } from './course-record';
import type { CoursesDataProvider } from './courses.data-provider';

/** Shows the course among the home page's highlights, or stops showing it (nothing is lost: no confirmation). */
export function HighlightButton() {
  const course = useRecordContext<AdminCourse>();
  const [pending, setPending] = useState(false);
  const dataProvider = useDataProvider<CoursesDataProvider>();
  const notify = useNotify();
  const notifyError = useServerErrorNotifier();
  const refresh = useRefresh();
  if (!course) return null;
  const toggle = async () => {
    setPending(true);
    try {
      await dataProvider.setCourseHighlight(course.id, !course.isHighlight);
      notify(course.isHighlight ? 'khru.courses.highlight.removed' : 'khru.courses.highlight.added', { type: 'success' });
      refresh();
    } catch (error) {
      notifyError(error);
    } finally {
      setPending(false);
    }
  };
  return (
    <Button
      label={course.isHighlight ? 'khru.courses.highlight.remove' : 'khru.courses.highlight.add'}
      onClick={() => void toggle()}
      disabled={pending}
      aria-pressed={course.isHighlight}
    >
      {course.isHighlight ? <StarIcon /> : <StarBorderIcon />}
    </Button>
  );
}
