import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import { lazyViews } from '../layout/lazy-views';

/** The menu entry and names load with the app; the screens on first visit. */
export default { ...lazyViews(() => import('./certificate-views'), ['list', 'show']), icon: WorkspacePremiumIcon, recordRepresentation: 'number' };
