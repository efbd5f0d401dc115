import PriceChangeIcon from '@mui/icons-material/PriceChange';
import type { ResourceProps } from 'react-admin';
import { lazyViews } from '../layout/lazy-views';

/** The menu entry and names load with the app; the screens on first visit. */
export const creditPricesResource = {
  name: 'credit-prices',
  ...lazyViews(() => import('./credit-price-views'), ['list']),
  icon: PriceChangeIcon,
} satisfies ResourceProps;
