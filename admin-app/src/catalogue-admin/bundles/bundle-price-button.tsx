import PriceChangeIcon from '@mui/icons-material/PriceChange';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useState } from 'react';
import {
  Button,
  Form,
  NumberInput,
  SaveButton,
  minValue,
  number,
  required,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { submissionErrors } from '../../dataProvider/submission-errors';
import type { BundleRecord, BundlesDataProvider } from './bundles.data-provider';
import { BangkokDateTimeInput } from '../../fields/bangkok-date-time-input';

/** A new price in whole baht from a moment (now by default); the server refuses a moment in the past. */
export function BundlePriceButton() {
  const bundle = useRecordContext<BundleRecord>();
  const [open, setOpen] = useState(false);
  const dataProvider = useDataProvider<BundlesDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  if (!bundle) return null;
  const save = async (values: Record<string, unknown>) => {
    try {
      const from = values.effectiveFrom ? new Date(String(values.effectiveFrom)) : new Date();
      await dataProvider.changeBundlePrice(bundle.id, Number(values.price), new Date(Math.max(from.getTime(), Date.now())).toISOString());
      notify('khru.catalogue.bundles.price.done', { type: 'success' });
      setOpen(false);
      refresh();
      return undefined;
    } catch (error) {
      return submissionErrors(error);
    }
  };
  return (
    <>
      <Button label="khru.catalogue.bundles.price.button" onClick={() => setOpen(true)}>
        <PriceChangeIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <Form record={{ price: bundle.price }} onSubmit={save}>
          <DialogTitle>{translate('khru.catalogue.bundles.price.title')}</DialogTitle>
          <DialogContent>
            <NumberInput source="price" label="resources.bundles.fields.price" validate={[required(), number(), minValue(0)]} step={1} min={0} />
            <BangkokDateTimeInput
              source="effectiveFrom"
              label="khru.catalogue.bundles.price.effectiveFrom"
              helperText="khru.catalogue.bundles.price.effectiveHelp"
            />
          </DialogContent>
          <DialogActions>
            <Button label="ra.action.cancel" onClick={() => setOpen(false)} />
            <SaveButton label="khru.catalogue.bundles.price.button" />
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
}
