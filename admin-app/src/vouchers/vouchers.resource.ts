import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import type { ResourceProps } from 'react-admin';
import { lazyViews } from '../layout/lazy-views';

/** The menu entry and names load with the app; the screens on first visit. A voucher is named by its code. */
export const vouchersResource = {
  name: 'vouchers',
  ...lazyViews(() => import('./voucher-views'), ['list', 'show', 'create']),
  icon: LocalOfferIcon,
  recordRepresentation: 'code',
} satisfies ResourceProps;
