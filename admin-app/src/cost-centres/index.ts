import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import { costCentreName } from './cost-centre-name';
import { lazyViews } from '../layout/lazy-views';

/** The menu entry and names load with the app; the screens on first visit. */
export default {
  ...lazyViews(() => import('./cost-centre-views'), ['list', 'show', 'create']),
  icon: AccountBalanceWalletIcon,
  recordRepresentation: costCentreName,
};
