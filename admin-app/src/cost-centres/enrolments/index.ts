import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { EnrolmentList } from './enrolment-list';

export default { list: EnrolmentList, icon: ReceiptLongIcon };
