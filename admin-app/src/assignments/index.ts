import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import { AssignmentCreate } from './assignment-create';
import { AssignmentList } from './assignment-list';

export default { list: AssignmentList, create: AssignmentCreate, icon: AssignmentIndIcon };
