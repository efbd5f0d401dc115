import type { CostCentreBalance } from '@khru/contracts';
import type { DepositCreditsRequest } from '@khru/contracts/requests';
import SavingsIcon from '@mui/icons-material/Savings';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useCallback, useState } from 'react';
import { Button, Form, maxLength, minValue, NumberInput, number, required, SaveButton, TextInput, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { usePhone } from '../layout/use-phone';
import type { OrganisationsDataProvider } from './organisations.data-provider';
import { useDialogSubmit } from './use-dialog-submit';

const wholeCredits = (value: unknown) => (value != null && value !== '' && !Number.isInteger(Number(value)) ? 'khru.organisations.wholeNumber' : undefined);

/** Credits the organisation paid for, added to one cost centre with the invoice they were paid on. */
export function DepositDialog({ costCentre, onDeposited }: { costCentre: CostCentreBalance; onDeposited: (position: string | null) => void }) {
  const [open, setOpen] = useState(false);
  const phone = usePhone();
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<OrganisationsDataProvider>();
  const deposit = useCallback(
    async (values: DepositCreditsRequest) => {
      const { position } = await dataProvider.depositCredits(costCentre.id, { amount: Number(values.amount), invoiceRef: values.invoiceRef.trim() });
      notify('khru.organisations.deposit.done', {
        type: 'success',
        messageArgs: { amount: Number(values.amount).toLocaleString(), smart_count: Number(values.amount), name: costCentre.name },
      });
      setOpen(false);
      onDeposited(position);
    },
    [costCentre, dataProvider, notify, onDeposited],
  );
  const submit = useDialogSubmit(deposit);
  return (
    <>
      <Button label="khru.organisations.deposit.action" onClick={() => setOpen(true)}>
        <SavingsIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs" fullScreen={phone} aria-labelledby={`deposit-${costCentre.id}`}>
        <Form onSubmit={submit}>
          <DialogTitle id={`deposit-${costCentre.id}`}>
            {translate('khru.organisations.deposit.title', { name: `${costCentre.code} · ${costCentre.name}` })}
          </DialogTitle>
          <DialogContent>
            <NumberInput source="amount" label="khru.organisations.deposit.amount" step={1} validate={[required(), number(), minValue(1), wholeCredits]} />
            <TextInput source="invoiceRef" label="khru.organisations.deposit.invoiceRef" validate={[required(), maxLength(64)]} />
          </DialogContent>
          <DialogActions>
            <Button label="ra.action.cancel" onClick={() => setOpen(false)} />
            <SaveButton label="khru.organisations.deposit.submit" icon={<SavingsIcon />} />
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
}
