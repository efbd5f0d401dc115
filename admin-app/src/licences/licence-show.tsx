import { ListButton, Show, SimpleShowLayout, TextField, TopToolbar, usePermissions } from 'react-admin';
import { LocalDateField } from '../fields/local-date-field';
import { HistorySection } from '../history/history-section';
import { AssignSeatsButton } from './assign-seats-button';
import { CoverageField } from './coverage-field';
import { LicenceHolders } from './licence-holders';
import { SeatsField } from './seats-field';

function LicenceShowActions() {
  const { permissions } = usePermissions<string[]>();
  return (
    <TopToolbar>
      <ListButton />
      {permissions?.includes('MANAGE_ORGANISATION') && <AssignSeatsButton />}
    </TopToolbar>
  );
}

/** One licence pool: its seats, validity and coverage, and the people holding its seats. */
export function LicenceShow() {
  return (
    <Show actions={<LicenceShowActions />}>
      <SimpleShowLayout>
        <TextField source="name" />
        <SeatsField source="seatsUsed" />
        <LocalDateField source="validFrom" />
        <LocalDateField source="validUntil" />
        <CoverageField source="coverage" />
      </SimpleShowLayout>
      <LicenceHolders />
      <HistorySection kind="licence" />
    </Show>
  );
}
