import PeopleIcon from '@mui/icons-material/People';
import { UserCreate } from './user-create';
import { UserEdit } from './user-edit';
import { UserList } from './user-list';
import { userName } from './user-name';

export default { list: UserList, create: UserCreate, edit: UserEdit, icon: PeopleIcon, recordRepresentation: userName };
