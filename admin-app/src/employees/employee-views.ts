import { EmployeeCreate } from './employee-create';
import { EmployeeEdit } from './employee-edit';
import { EmployeeList } from './employee-list';

/** The resource's screens, one module loaded on first visit (see `index.ts`). */
export default { list: EmployeeList, create: EmployeeCreate, edit: EmployeeEdit };
