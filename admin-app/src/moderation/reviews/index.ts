import RateReviewIcon from '@mui/icons-material/RateReview';
import { lazyViews } from '../../layout/lazy-views';

/** The menu entry and names load with the app; the screens on first visit. */
export default { ...lazyViews(() => import('./review-views'), ['list']), icon: RateReviewIcon };
