import type { CreateCostCentreRequest } from '@khru/contracts/requests';
import AddIcon from '@mui/icons-material/Add';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useCallback, useState } from 'react';
import { BooleanInput, Button, Form, maxLength, regex, required, SaveButton, TextInput, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { usePhone } from '../layout/use-phone';
import type { OrganisationsDataProvider } from './organisations.data-provider';
import { useDialogSubmit } from './use-dialog-submit';

/** A new cost centre of the organisation (its credits expire with the organisation's contract). */
export function CostCentreCreateDialog({ orgId, onCreated }: { orgId: string; onCreated: (position: string | null) => void }) {
  const [open, setOpen] = useState(false);
  const phone = usePhone();
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<OrganisationsDataProvider>();
  const create = useCallback(
    async (values: CreateCostCentreRequest) => {
      const { position } = await dataProvider.createCostCentre(orgId, {
        code: values.code.trim(),
        name: values.name.trim(),
        unlimited: Boolean(values.unlimited),
      });
      notify('khru.organisations.costCentres.created', { type: 'success', messageArgs: { code: values.code.trim() } });
      setOpen(false);
      onCreated(position);
    },
    [dataProvider, notify, onCreated, orgId],
  );
  const submit = useDialogSubmit(create);
  return (
    <>
      <Button label="khru.organisations.costCentres.create" onClick={() => setOpen(true)}>
        <AddIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs" fullScreen={phone} aria-labelledby="cost-centre-create">
        <Form onSubmit={submit} defaultValues={{ unlimited: false }}>
          <DialogTitle id="cost-centre-create">{translate('khru.organisations.costCentres.create')}</DialogTitle>
          <DialogContent>
            <TextInput
              source="code"
              label="khru.organisations.costCentres.code"
              validate={[required(), regex(/^[A-Za-z0-9-]{1,20}$/, 'khru.organisations.costCentres.codeFormat')]}
            />
            <TextInput source="name" label="khru.organisations.costCentres.name" validate={[required(), maxLength(100)]} />
            <BooleanInput source="unlimited" label="khru.organisations.costCentres.unlimitedChoice" />
          </DialogContent>
          <DialogActions>
            <Button label="ra.action.cancel" onClick={() => setOpen(false)} />
            <SaveButton label="ra.action.create" icon={<AddIcon />} />
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
}
