import DraftsIcon from '@mui/icons-material/Drafts';
import { lazyViews } from '../layout/lazy-views';

/** The menu entry and names load with the app; the screens on first visit. */
export default { ...lazyViews(() => import('./mail-views'), ['list']), icon: DraftsIcon };
