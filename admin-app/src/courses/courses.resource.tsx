import SchoolIcon from '@mui/icons-material/School';
import type { ResourceProps } from 'react-admin';
import { lazyViews } from '../layout/lazy-views';
import { CourseTitle } from './course-title';

/** The menu entry and names load with the app; the screens on first visit. */
export const coursesResource = {
  name: 'courses',
  ...lazyViews(() => import('./course-views'), ['list', 'show', 'edit', 'create']),
  icon: SchoolIcon,
  recordRepresentation: <CourseTitle />,
} satisfies ResourceProps;
