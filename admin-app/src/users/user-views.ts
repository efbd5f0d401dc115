import { UserCreate } from './user-create';
import { UserEdit } from './user-edit';
import { UserList } from './user-list';

/** The resource's screens, one module loaded on first visit (see `index.ts`). */
export default { list: UserList, create: UserCreate, edit: UserEdit };
