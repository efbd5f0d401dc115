import { Edit, required, SaveButton, SelectInput, SimpleForm, TextInput, Toolbar, useGetIdentity, useRecordContext, useTranslate } from 'react-admin';
import { Alert } from '@mui/material';
import { HistorySection } from '../history/history-section';
import { DeleteUserButton } from './delete-user-button';
import { ROLE_CHOICES } from './user-list';

/** Administrators edit names and role; their own account is changed from the profile page instead. */
function SelfNotice() {
  const record = useRecordContext();
  const { identity } = useGetIdentity();
  const translate = useTranslate();
  return record && record.id === identity?.id ? <Alert severity="info">{translate('khru.users.selfNotice')}</Alert> : null;
}

function UserEditToolbar() {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <DeleteUserButton />
    </Toolbar>
  );
}

export function UserEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <SimpleForm toolbar={<UserEditToolbar />}>
        <SelfNotice />
        <TextInput source="email" disabled />
        <TextInput source="firstName" validate={required()} />
        <TextInput source="lastName" validate={required()} />
        <SelectInput source="role" choices={ROLE_CHOICES} validate={required()} />
      </SimpleForm>
      <HistorySection kind="user" />
    </Edit>
  );
}
