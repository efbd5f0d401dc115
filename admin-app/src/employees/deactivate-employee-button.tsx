import type { EmployeeResponse } from '@khru/contracts';
import PersonOffIcon from '@mui/icons-material/PersonOff';
import { useState } from 'react';
import { Button, Confirm, useGetIdentity, useNotify, useRecordContext, useRedirect, useUpdate } from 'react-admin';
import { useServerErrorNotifier } from '../dataProvider/use-notify-server-error';
import { employeeName } from './employee-name';

/**
 * Deactivates after a confirmation naming the person: their sessions end at once and the record stays for reports.
 * Not offered for someone already inactive, nor for oneself (the server refuses that too).
 */
export function DeactivateEmployeeButton() {
  const employee = useRecordContext<EmployeeResponse>();
  const { identity } = useGetIdentity();
  const [open, setOpen] = useState(false);
  const [update, { isPending }] = useUpdate<EmployeeResponse>();
  const notify = useNotify();
  const notifyError = useServerErrorNotifier();
  const redirect = useRedirect();
  if (!employee || !employee.active || employee.id === identity?.id) return null;
  // The outcome arrives in onSuccess or onError; the promise only says the call was made.
  const deactivate = () => {
    void update(
      'employees',
      { id: employee.id, data: { active: false }, previousData: employee },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          notify('khru.employees.deactivated', { type: 'info', messageArgs: { name: employeeName(employee) } });
          redirect('list', 'employees');
        },
        onError: (error) => {
          setOpen(false);
          notifyError(error);
        },
      },
    );
  };
  return (
    <>
      <Button label="khru.employees.deactivate" color="warning" onClick={() => setOpen(true)}>
        <PersonOffIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title="khru.employees.deactivateTitle"
        content="khru.employees.deactivateContent"
        translateOptions={{ name: employeeName(employee), email: employee.email }}
        confirm="khru.employees.deactivate"
        confirmColor="warning"
        onConfirm={deactivate}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
