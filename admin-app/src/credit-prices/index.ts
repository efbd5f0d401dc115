import PriceChangeIcon from '@mui/icons-material/PriceChange';
import { lazyViews } from '../layout/lazy-views';

/** The menu entry and names load with the app; the screens on first visit. */
export default { ...lazyViews(() => import('./credit-price-views'), ['list']), icon: PriceChangeIcon };
