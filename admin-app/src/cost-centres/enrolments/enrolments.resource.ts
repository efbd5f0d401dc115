import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import type { ResourceProps } from 'react-admin';
import { lazyViews } from '../../layout/lazy-views';

/** The menu entry and names load with the app; the screens on first visit. */
export const enrolmentsResource = {
  name: 'enrolments',
  ...lazyViews(() => import('./enrolment-views'), ['list']),
  icon: ReceiptLongIcon,
} satisfies ResourceProps;
