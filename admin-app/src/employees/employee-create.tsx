import { Create, email, required, SelectInput, SimpleForm, TextInput, usePermissions } from 'react-admin';
import { EMPLOYEE_ROLE_CHOICES } from './employee-roles';
import { PlacementInputs } from './placement-inputs';

/** Adds one person, who is invited by mail; only an organisation admin may make them HR or an admin. */
export function EmployeeCreate() {
  const { permissions } = usePermissions<string[]>();
  const orgAdmin = permissions?.includes('MANAGE_ORGANISATION') ?? false;
  return (
    <Create redirect="list">
      <SimpleForm defaultValues={{ role: 'B2B' }}>
        <TextInput source="email" type="email" validate={[required(), email()]} />
        <TextInput source="firstName" validate={required()} />
        <TextInput source="lastName" validate={required()} />
        {orgAdmin && <SelectInput source="role" choices={EMPLOYEE_ROLE_CHOICES} validate={required()} />}
        <PlacementInputs />
      </SimpleForm>
    </Create>
  );
}
