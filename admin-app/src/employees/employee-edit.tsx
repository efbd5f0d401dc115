import { Edit, required, SaveButton, SelectInput, SimpleForm, TextInput, Toolbar } from 'react-admin';
import { DeactivateEmployeeButton } from './deactivate-employee-button';
import { EMPLOYEE_ROLE_CHOICES } from './employee-roles';
import { PlacementInputs } from './placement-inputs';

function EmployeeEditToolbar() {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <DeactivateEmployeeButton />
    </Toolbar>
  );
}

/** Names and placement change here; the email and role are shown, not changed (the account keeps them). */
export function EmployeeEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <SimpleForm toolbar={<EmployeeEditToolbar />}>
        <TextInput source="email" disabled />
        <SelectInput source="role" choices={EMPLOYEE_ROLE_CHOICES} disabled />
        <TextInput source="firstName" validate={required()} />
        <TextInput source="lastName" validate={required()} />
        <PlacementInputs />
      </SimpleForm>
    </Edit>
  );
}
