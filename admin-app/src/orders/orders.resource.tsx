import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import type { ResourceProps } from 'react-admin';
import { lazyViews } from '../layout/lazy-views';
import { OrderRepresentation } from './order-representation';

/** The menu entry and names load with the app; the screens on first visit. */
export const ordersResource = {
  name: 'orders',
  ...lazyViews(() => import('./order-views'), ['list', 'show']),
  icon: ReceiptLongIcon,
  recordRepresentation: <OrderRepresentation />,
} satisfies ResourceProps;
