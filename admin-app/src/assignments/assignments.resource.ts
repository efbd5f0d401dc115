import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import type { ResourceProps } from 'react-admin';
import { lazyViews } from '../layout/lazy-views';

/** The menu entry and names load with the app; the screens on first visit. */
export const assignmentsResource = {
  name: 'assignments',
  ...lazyViews(() => import('./assignment-views'), ['list', 'create']),
  icon: AssignmentIndIcon,
} satisfies ResourceProps;
