import type { CostCentreBalance } from '@khru/contracts';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useState } from 'react';
import {
  Button,
  Form,
  minValue,
  NumberInput,
  required,
  SaveButton,
  SelectInput,
  useDataProvider,
  useGetList,
  useLocaleState,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { submissionErrors } from '../dataProvider/submission-errors';
import { costCentreName } from './cost-centre-name';
import type { CostCentresDataProvider } from './cost-centres.data-provider';
import { formatCredits } from './credits';

interface TransferForm {
  toCostCentreId: string;
  amount: number;
}

/** An organisation admin moves credits from this cost centre to another of the organisation. */
export function TransferCreditsButton() {
  const centre = useRecordContext<CostCentreBalance>();
  const [open, setOpen] = useState(false);
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<CostCentresDataProvider>();
  const { data: centres } = useGetList<CostCentreBalance>(
    'cost-centres',
    { pagination: { page: 1, perPage: 100 }, sort: { field: 'code', order: 'ASC' } },
    { enabled: open },
  );
  if (!centre) return null;
  const targets = (centres ?? []).filter((other) => other.id !== centre.id).map((other) => ({ id: other.id, name: costCentreName(other) }));
  const submit = async ({ toCostCentreId, amount }: Record<string, unknown> & Partial<TransferForm>) => {
    try {
      await dataProvider.transferCredits(centre.id, { toCostCentreId: String(toCostCentreId), amount: Number(amount) });
    } catch (error) {
      return submissionErrors(error);
    }
    setOpen(false);
    notify('khru.costCentres.transferred', { type: 'success', messageArgs: { amount: formatCredits(Number(amount), locale), smart_count: Number(amount) } });
    refresh();
  };
  return (
    <>
      <Button label="khru.costCentres.transfer" onClick={() => setOpen(true)}>
        <SwapHorizIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs" aria-labelledby="transfer-title">
        <Form onSubmit={submit} record={{}}>
          <DialogTitle id="transfer-title">{translate('khru.costCentres.transferTitle', { name: costCentreName(centre) })}</DialogTitle>
          <DialogContent>
            {!centre.unlimited && (
              <DialogContentText>
                {translate('khru.costCentres.available', { balance: formatCredits(centre.balance, locale), smart_count: centre.balance })}
              </DialogContentText>
            )}
            <SelectInput source="toCostCentreId" choices={targets} validate={required()} label="khru.costCentres.transferTo" fullWidth />
            <NumberInput source="amount" validate={[required(), minValue(1)]} step={1} min={1} label="khru.costCentres.amount" fullWidth />
          </DialogContent>
          <DialogActions>
            <Button label="ra.action.cancel" onClick={() => setOpen(false)} />
            <SaveButton label="khru.costCentres.transfer" icon={<SwapHorizIcon />} />
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
}
