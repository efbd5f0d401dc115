import PeopleIcon from '@mui/icons-material/People';
import { userName } from './user-name';
import { lazyViews } from '../layout/lazy-views';

/** The menu entry and names load with the app; the screens on first visit. */
export default { ...lazyViews(() => import('./user-views'), ['list', 'create', 'edit']), icon: PeopleIcon, recordRepresentation: userName };
