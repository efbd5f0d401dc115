import CategoryIcon from '@mui/icons-material/Category';
import { lazyViews } from '../../layout/lazy-views';

/** Categories: everyone lists and shows them; the app offers editing only to catalogue managers. */
export default { ...lazyViews(() => import('./category-views'), ['list', 'show', 'edit', 'create']), icon: CategoryIcon };
