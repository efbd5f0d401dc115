import { PASSWORD_MIN_LENGTH } from '@khru/contracts';
import { Create, email, minLength, PasswordInput, required, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { ROLE_CHOICES } from './user-list';

export function UserCreate() {
  return (
    <Create redirect="list">
      <SimpleForm defaultValues={{ role: 'MEMBER' }}>
        <TextInput source="email" type="email" validate={[required(), email()]} />
        <TextInput source="firstName" validate={required()} />
        <TextInput source="lastName" validate={required()} />
        <SelectInput source="role" choices={ROLE_CHOICES} validate={required()} />
        <PasswordInput source="password" validate={[required(), minLength(PASSWORD_MIN_LENGTH)]} />
      </SimpleForm>
    </Create>
  );
}
