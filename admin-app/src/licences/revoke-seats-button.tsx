import type { LicenceResponse } from '@khru/contracts';
import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Confirm, useDataProvider, useListContext, useNotify, useRefresh } from 'react-admin';
import { useServerErrorNotifier } from '../dataProvider/use-notify-server-error';
import type { LicencesDataProvider } from './licences.data-provider';

/** Takes the seats of the selected holders back, after a confirmation; they stay employees. */
export function RevokeSeatsButton({ licence }: { licence: Pick<LicenceResponse, 'id' | 'name'> }) {
  const { selectedIds, onUnselectItems } = useListContext();
  const [open, setOpen] = useState(false);
  const dataProvider = useDataProvider<LicencesDataProvider>();
  const notify = useNotify();
  const notifyError = useServerErrorNotifier();
  const refresh = useRefresh();
  const revoke = useMutation({
    mutationFn: (userIds: string[]) => dataProvider.revokeSeats(licence.id, { userIds }),
    onSuccess: (_, userIds) => {
      notify('khru.licences.revoked', { type: 'success', messageArgs: { smart_count: userIds.length } });
      onUnselectItems();
      refresh();
    },
    onError: notifyError,
    onSettled: () => setOpen(false),
  });
  return (
    <>
      <Button label="khru.licences.revoke" color="warning" onClick={() => setOpen(true)}>
        <PersonRemoveIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={revoke.isPending}
        title="khru.licences.revokeTitle"
        content="khru.licences.revokeContent"
        translateOptions={{ smart_count: selectedIds.length, name: licence.name }}
        confirm="khru.licences.revoke"
        confirmColor="warning"
        onConfirm={() => revoke.mutate(selectedIds.map(String))}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
