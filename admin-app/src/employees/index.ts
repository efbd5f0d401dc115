import BadgeIcon from '@mui/icons-material/Badge';
import { EmployeeCreate } from './employee-create';
import { EmployeeEdit } from './employee-edit';
import { EmployeeList } from './employee-list';
import { employeeName } from './employee-name';

export { EmployeeImport } from './import/employee-import';

export default { list: EmployeeList, create: EmployeeCreate, edit: EmployeeEdit, icon: BadgeIcon, recordRepresentation: employeeName };
