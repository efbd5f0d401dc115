import type { EmployeeResponse, LicenceResponse } from '@khru/contracts';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useState } from 'react';
import {
  AutocompleteArrayInput,
  Button,
  Form,
  ReferenceArrayInput,
  required,
  SaveButton,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { submissionErrors } from '../dataProvider/submission-errors';
import { employeeChoice } from '../employees/employee-name';
import type { LicencesDataProvider } from './licences.data-provider';
import { freeSeats } from './seats-field';

const byNameOrEmail = (q: string) => ({ q, active: 'true' });

/** An organisation admin gives seats of the pool to active employees; all or none, as the server decides. */
export function AssignSeatsButton() {
  const licence = useRecordContext<LicenceResponse>();
  const [open, setOpen] = useState(false);
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<LicencesDataProvider>();
  if (!licence) return null;
  const submit = async ({ userIds }: Record<string, unknown>) => {
    const chosen = (userIds as string[] | undefined) ?? [];
    try {
      await dataProvider.assignSeats(licence.id, { userIds: chosen });
    } catch (error) {
      return submissionErrors(error);
    }
    setOpen(false);
    notify('khru.licences.assigned', { type: 'success', messageArgs: { smart_count: chosen.length } });
    refresh();
  };
  return (
    <>
      <Button label="khru.licences.assign" onClick={() => setOpen(true)}>
        <PersonAddIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm" aria-labelledby="assign-seats-title">
        <Form onSubmit={submit} record={{}}>
          <DialogTitle id="assign-seats-title">{translate('khru.licences.assignTitle', { name: licence.name })}</DialogTitle>
          <DialogContent>
            <DialogContentText>{translate('khru.licences.freeSeats', { smart_count: freeSeats(licence) })}</DialogContentText>
            <ReferenceArrayInput source="userIds" reference="employees" filter={{ active: 'true' }} perPage={25}>
              <AutocompleteArrayInput
                label="khru.licences.people"
                optionText={(employee: EmployeeResponse) => employeeChoice(employee)}
                filterToQuery={byNameOrEmail}
                validate={required()}
                fullWidth
              />
            </ReferenceArrayInput>
          </DialogContent>
          <DialogActions>
            <Button label="ra.action.cancel" onClick={() => setOpen(false)} />
            <SaveButton label="khru.licences.assign" icon={<PersonAddIcon />} />
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
}
