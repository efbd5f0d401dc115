import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import type { ResourceProps } from 'react-admin';
import { lazyViews } from '../layout/lazy-views';
import { costCentreName } from './cost-centre-name';

/** The menu entry and names load with the app; the screens on first visit. */
export const costCentresResource = {
  name: 'cost-centres',
  ...lazyViews(() => import('./cost-centre-views'), ['list', 'show', 'create']),
  icon: AccountBalanceWalletIcon,
  recordRepresentation: costCentreName,
} satisfies ResourceProps;
