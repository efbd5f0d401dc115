import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { lazyViews } from '../../layout/lazy-views';

/** The menu entry and names load with the app; the screens on first visit. */
export default { ...lazyViews(() => import('./enrolment-views'), ['list']), icon: ReceiptLongIcon };
