import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import { lazyViews } from '../layout/lazy-views';

/** The menu entry and names load with the app; the screens on first visit. */
export default { ...lazyViews(() => import('./assignment-views'), ['list', 'create']), icon: AssignmentIndIcon };
