import { ROLES, type UserListItem } from '@khru/contracts';
import { Datagrid, EmailField, List, SearchInput, SelectField, SelectInput, SimpleList, TextField, useTranslate } from 'react-admin';
import { LocalDateField } from '../fields/local-date-field';
import { usePhone } from '../layout/use-phone';
import { userName } from './user-name';

export const ROLE_CHOICES = ROLES.map((id) => ({ id, name: `khru.roles.${id}` }));

const filters = [<SearchInput key="q" source="q" alwaysOn />, <SelectInput key="role" source="role" choices={ROLE_CHOICES} />];

/** Accounts, newest first, searchable by name or email and filterable by role; a row opens the account (deleting is done there). */
export function UserList() {
  const phone = usePhone();
  const translate = useTranslate();
  return (
    <List exporter={false} filters={filters} sort={{ field: 'created', order: 'DESC' }}>
      {phone ? (
        <SimpleList<UserListItem>
          linkType="edit"
          primaryText={(user) => userName(user)}
          secondaryText={(user) => user.email}
          tertiaryText={(user) => translate(`khru.roles.${user.role}`)}
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <TextField source="firstName" />
          <TextField source="lastName" />
          <EmailField source="email" />
          <SelectField source="role" choices={ROLE_CHOICES} />
          <LocalDateField source="created" />
          <LocalDateField source="lastLoginAt" emptyText="—" />
        </Datagrid>
      )}
    </List>
  );
}
