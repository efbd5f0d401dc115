import CurrencyExchangeIcon from '@mui/icons-material/CurrencyExchange';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { Button, Form, maxLength, SaveButton, TextInput, useNotify, useRefresh, useTranslate } from 'react-admin';
import { submissionErrors } from '../dataProvider/submission-errors';

export interface RefundDialogProps {
  /** The button that opens the dialog. */
  label: string;
  /** Dialog title and explanation, already translated. */
  title: string;
  content: string;
  /** The exact amount the refund pays back, formatted. */
  amount: string;
  /** Sends the refund; a refusal is shown in the dialog. */
  refund: (reason: string) => Promise<unknown>;
}

/**
 * A refund, confirmed in a dialog that shows the exact amount paid back and takes an optional reason; once done, the
 * page reads the order again.
 */
export function RefundDialogButton({ label, title, content, amount, refund }: RefundDialogProps) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const submit = async ({ reason }: Record<string, unknown>) => {
    try {
      await refund(typeof reason === 'string' ? reason.trim() : '');
    } catch (error) {
      return submissionErrors(error);
    }
    setOpen(false);
    notify('khru.orders.refunded', { type: 'success', messageArgs: { amount } });
    refresh();
  };
  return (
    <>
      <Button label={label} color="error" variant="outlined" onClick={() => setOpen(true)} sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}>
        <CurrencyExchangeIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm" aria-labelledby={titleId}>
        <Form onSubmit={submit} record={{}}>
          <DialogTitle id={titleId}>{title}</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>{content}</DialogContentText>
            <Typography variant="overline" component="p" sx={{ color: 'text.secondary', lineHeight: 1.5 }}>
              {translate('khru.orders.paysBack')}
            </Typography>
            <Typography variant="h5" component="p" sx={{ mb: 2 }} data-testid="refund-amount">
              {amount}
            </Typography>
            <TextInput
              source="reason"
              label="khru.orders.reason"
              helperText="khru.orders.reasonHelp"
              validate={maxLength(500)}
              multiline
              minRows={2}
              fullWidth
            />
          </DialogContent>
          <DialogActions>
            <Button label="ra.action.cancel" onClick={() => setOpen(false)} />
            <SaveButton label={translate('khru.orders.confirm', { amount })} icon={<CurrencyExchangeIcon />} color="error" alwaysEnable />
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
}
