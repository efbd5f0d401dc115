import type { OrganisationResponse } from '@khru/contracts';
import { Datagrid, FunctionField, List, SearchInput, SimpleList, TextField, useLocaleState, useTranslate } from 'react-admin';
import { usePhone } from '../layout/use-phone';
import { formatDay, LocalDayField } from './local-day-field';
import { organisationName } from './organisation-name';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

const employees = (organisation: OrganisationResponse) => `${organisation.activeEmployeeCount} / ${organisation.employeeCount}`;

/** The organisations, named in the admin's language, with their contract and how many of their people are active. */
export function OrganisationList() {
  const phone = usePhone();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const nameField = locale === 'th' ? 'name.th' : 'name.en';
  return (
    <List exporter={false} filters={filters} sort={{ field: nameField, order: 'ASC' }}>
      {phone ? (
        <SimpleList<OrganisationResponse>
          linkType="show"
          primaryText={(organisation) => organisationName(organisation, locale)}
          secondaryText={(organisation) =>
            translate('khru.organisations.contractUntil', { id: organisation.contract.id, end: formatDay(organisation.contract.end, locale) })
          }
          tertiaryText={(organisation) => translate('khru.organisations.activeOfTotal', { count: employees(organisation) })}
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <TextField source={nameField} label="resources.organisations.fields.name" />
          <TextField source="taxId" />
          <TextField source="contract.id" />
          <LocalDayField source="contract.end" />
          <FunctionField<OrganisationResponse> source="activeEmployeeCount" label="resources.organisations.fields.employees" render={employees} />
        </Datagrid>
      )}
    </List>
  );
}
