import type { CostCentreBalance } from '@khru/contracts';
import { BooleanField, ListButton, NumberField, Show, SimpleShowLayout, TextField, TopToolbar, usePermissions } from 'react-admin';
import { LocalDateField } from '../fields/local-date-field';
import { HistorySection } from '../history/history-section';
import { BalanceField } from './balance-field';
import { LedgerPanel } from './ledger/ledger-panel';
import { TransferCreditsButton } from './transfer-credits-button';

function CostCentreShowActions() {
  const { permissions } = usePermissions<string[]>();
  return (
    <TopToolbar>
      <ListButton />
      {permissions?.includes('MANAGE_ORGANISATION') && <TransferCreditsButton />}
    </TopToolbar>
  );
}

/** One cost centre: its balance today and its ledger as of any instant; its organisation's admin may transfer from it. */
export function CostCentreShow() {
  return (
    <Show<CostCentreBalance> actions={<CostCentreShowActions />}>
      <SimpleShowLayout>
        <TextField source="code" />
        <TextField source="name" />
        <BalanceField source="balance" />
        <NumberField source="used" />
        <BooleanField source="unlimited" />
        <LocalDateField source="expiresAt" />
      </SimpleShowLayout>
      <LedgerPanel />
      <HistorySection kind="cost-centre" />
    </Show>
  );
}
