import UndoIcon from '@mui/icons-material/Undo';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Confirm, useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { useServerErrorNotifier } from '../../dataProvider/use-notify-server-error';
import type { CostCentresDataProvider } from '../cost-centres.data-provider';
import type { CreditEnrolmentRecord } from './enrolments.data-provider';
import { withinReversalWindow } from './reversal-window';

/**
 * Cancels an enrolment by credits and gives the credits back, after a confirmation. The server refuses once the
 * learner has started or the window has passed; past the window it is not offered.
 */
export function ReverseEnrolmentButton() {
  const enrolment = useRecordContext<CreditEnrolmentRecord>();
  const [open, setOpen] = useState(false);
  const dataProvider = useDataProvider<CostCentresDataProvider>();
  const notify = useNotify();
  const notifyError = useServerErrorNotifier();
  const refresh = useRefresh();
  const reverse = useMutation({
    mutationFn: (record: CreditEnrolmentRecord) => dataProvider.reverseEnrolment(record.costCentreId, { enrolmentId: record.id }),
    onSuccess: () => {
      notify('khru.enrolments.reversed', { type: 'success' });
      refresh();
    },
    onError: notifyError,
    onSettled: () => setOpen(false),
  });
  if (!enrolment || enrolment.reversedAt || !withinReversalWindow(enrolment.at, new Date())) return null;
  return (
    <>
      <Button
        label="khru.enrolments.reverse"
        color="warning"
        onClick={(event) => {
          event.stopPropagation();
          setOpen(true);
        }}
      >
        <UndoIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={reverse.isPending}
        title="khru.enrolments.reverseTitle"
        content="khru.enrolments.reverseContent"
        translateOptions={{ credits: enrolment.amount }}
        confirm="khru.enrolments.reverse"
        confirmColor="warning"
        onConfirm={() => reverse.mutate(enrolment)}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
