import RateReviewIcon from '@mui/icons-material/RateReview';
import type { ResourceProps } from 'react-admin';
import { lazyViews } from '../../layout/lazy-views';

/** The menu entry and names load with the app; the screens on first visit. */
export const reviewsResource = {
  name: 'reviews',
  ...lazyViews(() => import('./review-views'), ['list']),
  icon: RateReviewIcon,
} satisfies ResourceProps;
