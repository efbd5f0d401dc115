import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import { CostCentreCreate } from './cost-centre-create';
import { CostCentreList } from './cost-centre-list';
import { costCentreName } from './cost-centre-name';
import { CostCentreShow } from './cost-centre-show';

export default { list: CostCentreList, show: CostCentreShow, create: CostCentreCreate, icon: AccountBalanceWalletIcon, recordRepresentation: costCentreName };
