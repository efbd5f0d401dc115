import PriceChangeIcon from '@mui/icons-material/PriceChange';
import { CreditPriceList } from './credit-price-list';

export default { list: CreditPriceList, icon: PriceChangeIcon };
