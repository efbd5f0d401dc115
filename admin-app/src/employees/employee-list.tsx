import type { EmployeeResponse } from '@khru/contracts';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  BooleanField,
  Button,
  CreateButton,
  Datagrid,
  EmailField,
  FilterButton,
  FunctionField,
  Link,
  List,
  ReferenceField,
  SearchInput,
  SelectField,
  SelectInput,
  SimpleList,
  TextField,
  TextInput,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { usePhone } from '../layout/use-phone';
import { employeeName } from './employee-name';
import { EMPLOYEE_ROLE_CHOICES } from './employee-roles';

const ACTIVE_CHOICES = [
  { id: 'true', name: 'khru.employees.activeOnly' },
  { id: 'false', name: 'khru.employees.inactiveOnly' },
];

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <TextInput key="department" source="department" />,
  <SelectInput key="active" source="active" choices={ACTIVE_CHOICES} />,
];

function EmployeeListActions() {
  return (
    <TopToolbar>
      <FilterButton />
      <Button component={Link} to="/employees/import" label="khru.employees.import.title">
        <UploadFileIcon />
      </Button>
      <CreateButton />
    </TopToolbar>
  );
}

/** The organisation's people, searchable by name or email and filterable by department and status; a row opens the person. */
export function EmployeeList() {
  const phone = usePhone();
  const translate = useTranslate();
  return (
    <List exporter={false} filters={filters} actions={<EmployeeListActions />}>
      {phone ? (
        <SimpleList<EmployeeResponse>
          linkType="edit"
          primaryText={(employee) => employeeName(employee)}
          secondaryText={(employee) => [employee.email, employee.department].filter(Boolean).join(' · ')}
          tertiaryText={(employee) => (employee.active ? translate(`khru.roles.${employee.role}`) : translate('khru.employees.inactive'))}
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <FunctionField<EmployeeResponse> source="lastName" label="resources.employees.fields.name" sortable={false} render={employeeName} />
          <EmailField source="email" sortable={false} />
          <TextField source="department" sortable={false} />
          <TextField source="position" sortable={false} />
          <TextField source="jobGrade" sortable={false} />
          <ReferenceField source="costCentreId" reference="cost-centres" link={false} sortable={false} emptyText="—">
            <TextField source="code" />
          </ReferenceField>
          <SelectField source="role" choices={EMPLOYEE_ROLE_CHOICES} sortable={false} />
          <BooleanField source="active" sortable={false} />
        </Datagrid>
      )}
    </List>
  );
}
