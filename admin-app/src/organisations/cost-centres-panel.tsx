import type { CostCentreBalance, OrganisationResponse } from '@khru/contracts';
import { Typography } from '@mui/material';
import { Datagrid, FunctionField, ListContextProvider, NumberField, TextField, useList, useRecordContext, useTranslate } from 'react-admin';
import { usePhone } from '../layout/use-phone';
import { CostCentreCreateDialog } from './cost-centre-create-dialog';
import { balanceText } from './credits-text';
import { DepositDialog } from './deposit-dialog';
import { useCostCentres } from './holdings-queries';
import { LocalDayField } from './local-day-field';
import { SectionHeader } from './section-header';

/** The organisation's cost centres with their credits; the platform admin opens one and deposits credits paid for. */
export function CostCentresPanel() {
  const organisation = useRecordContext<OrganisationResponse>();
  const phone = usePhone();
  const translate = useTranslate();
  const costCentres = useCostCentres(organisation?.id ?? '');
  const list = useList<CostCentreBalance>({
    data: costCentres.data ?? [],
    isPending: costCentres.isPending,
    perPage: 1000,
    sort: { field: 'code', order: 'ASC' },
  });
  if (!organisation) return null;
  return (
    <section aria-labelledby="organisation-cost-centres">
      <SectionHeader
        id="organisation-cost-centres"
        title="khru.organisations.costCentres.title"
        action={<CostCentreCreateDialog orgId={organisation.id} onCreated={costCentres.readAfter} />}
      />
      {costCentres.data?.length === 0 ? (
        <Typography sx={{ px: 2, pb: 2 }} color="text.secondary">
          {translate('khru.organisations.costCentres.empty')}
        </Typography>
      ) : (
        <ListContextProvider value={list}>
          <Datagrid bulkActionButtons={false} rowClick={false}>
            <TextField source="code" label="khru.organisations.costCentres.code" />
            <TextField source="name" label="khru.organisations.costCentres.name" />
            <FunctionField<CostCentreBalance> source="balance" label="khru.organisations.costCentres.balance" render={(c) => balanceText(c, translate)} />
            {!phone && <NumberField source="used" label="khru.organisations.costCentres.used" />}
            {!phone && <LocalDayField source="expiresAt" label="khru.organisations.costCentres.expiresAt" />}
            <FunctionField<CostCentreBalance>
              label=""
              textAlign="right"
              render={(costCentre) => <DepositDialog costCentre={costCentre} onDeposited={costCentres.readAfter} />}
            />
          </Datagrid>
        </ListContextProvider>
      )}
    </section>
  );
}
