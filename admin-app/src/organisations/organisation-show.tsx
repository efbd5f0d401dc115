import type { OrganisationResponse } from '@khru/contracts';
import { Divider } from '@mui/material';
import { FunctionField, Show, SimpleShowLayout, TextField } from 'react-admin';
import { LocalDateField } from '../fields/local-date-field';
import { HistorySection } from '../history/history-section';
import { CostCentresPanel } from './cost-centres-panel';
import { LicencesPanel } from './licences-panel';
import { LocalDayField } from './local-day-field';

/** An organisation's details, then what it holds: cost centres with their credits, licence pools, and its history. */
export function OrganisationShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="name.en" />
        <TextField source="name.th" />
        <TextField source="taxId" />
        <TextField source="address" />
        <TextField source="contract.id" />
        <LocalDayField source="contract.start" />
        <LocalDayField source="contract.end" />
        <FunctionField<OrganisationResponse>
          source="activeEmployeeCount"
          label="resources.organisations.fields.employees"
          render={(organisation) => `${organisation.activeEmployeeCount} / ${organisation.employeeCount}`}
        />
        <LocalDateField source="createdAt" />
      </SimpleShowLayout>
      <Divider />
      <CostCentresPanel />
      <Divider />
      <LicencesPanel />
      <HistorySection kind="organisation" />
    </Show>
  );
}
