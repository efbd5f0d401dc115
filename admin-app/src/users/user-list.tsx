import { ROLES } from '@khru/contracts';
import { Datagrid, DateField, DeleteButton, EmailField, List, SearchInput, SelectField, SelectInput, TextField, useGetIdentity, useRecordContext } from 'react-admin';

export const ROLE_CHOICES = ROLES.map((id) => ({ id, name: `khru.roles.${id}` }));

const filters = [<SearchInput key="q" source="q" alwaysOn />, <SelectInput key="role" source="role" choices={ROLE_CHOICES} />];

/** The server refuses deleting oneself (NOT_DELETE_YOURSELF); the button is not offered either. */
function DeleteOthers() {
  const record = useRecordContext();
  const { identity } = useGetIdentity();
  if (!record || record.id === identity?.id) return null;
  return <DeleteButton mutationMode="pessimistic" />;
}

/** Accounts, newest first, searchable by name or email and filterable by role. */
export function UserList() {
  return (
    <List exporter={false} filters={filters} sort={{ field: 'created', order: 'DESC' }}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="firstName" />
        <TextField source="lastName" />
        <EmailField source="email" />
        <SelectField source="role" choices={ROLE_CHOICES} />
        <DateField source="created" showTime />
        <DateField source="lastLoginAt" showTime emptyText="—" />
        <DeleteOthers />
      </Datagrid>
    </List>
  );
}
