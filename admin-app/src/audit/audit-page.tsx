import { Card, CardContent, Stack } from '@mui/material';
import { useCallback, useState } from 'react';
import { Title } from 'react-admin';
import { AuditPicker, type AuditSelection } from './audit-picker';
import { BalanceCard } from './balance-card';
import { bangkokInputValue, instantOf } from './instant';
import { LearnerLookup } from './learner-lookup';
import { LedgerTable } from './ledger-table';
import { LicenceHolders } from './licence-holders';

/**
 * `/audit`: for auditors, and organisation admins for their own organisation. Everything below the picker is
 * as of the chosen instant: the cost centre's balance and ledger (with the export), the licence holders, and a
 * learner's purchases.
 */
export function AuditPage() {
  const [selection, setSelection] = useState<AuditSelection>(() => ({ orgId: '', costCentreId: '', instant: bangkokInputValue(new Date()) }));
  const [learnerId, setLearnerId] = useState('');
  const onChange = useCallback((next: AuditSelection) => setSelection(next), []);
  const asOf = instantOf(selection.instant);
  return (
    <>
      <Title title="khru.audit.title" />
      <Stack sx={{ gap: 2, mt: 1, mb: 2 }}>
        <Card>
          <CardContent>
            <AuditPicker value={selection} onChange={onChange} />
          </CardContent>
        </Card>
        {asOf && selection.costCentreId && (
          <>
            <BalanceCard costCentreId={selection.costCentreId} asOf={asOf} />
            <LedgerTable key={`${selection.costCentreId}|${asOf}`} costCentreId={selection.costCentreId} asOf={asOf} />
          </>
        )}
        {asOf && selection.orgId && <LicenceHolders orgId={selection.orgId} asOf={asOf} onLookUp={setLearnerId} />}
        {asOf && <LearnerLookup asOf={asOf} userId={learnerId} onUserId={setLearnerId} />}
      </Stack>
    </>
  );
}
