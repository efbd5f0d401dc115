import type { AdminConversationView } from '@khru/contracts';
import { Button, Stack, TextField } from '@mui/material';
import { useDataProvider, useGetIdentity, useTranslate } from 'react-admin';
import { useServerAction } from '../dataProvider/use-server-action';
import { SidePanel } from './side-panel';
import type { SupportDataProvider } from './support.data-provider';
import { useSupportAdmins } from './use-support-admins';

/** Who answers the conversation: taken by the admin reading it, given to a colleague, or back to the team (nobody). */
export function AssignControl({ conversation, onAssigned }: { conversation: AdminConversationView; onAssigned: () => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<SupportDataProvider>();
  const { identity } = useGetIdentity();
  const admins = useSupportAdmins();
  const { busy, run } = useServerAction();
  const current = conversation.assignedTo;
  const me = identity ? String(identity.id) : null;
  // The one assigned stays a choice even when the team list has not loaded (or no longer names them).
  const choices = [...(admins.data ?? [])];
  if (current && !choices.some((admin) => admin.id === current.id)) choices.push({ id: current.id, name: current.name, email: '' });
  const assign = async (adminId: string | null) => {
    if (await run(() => dataProvider.assignSupportConversation(conversation.id, adminId), 'khru.support.assignedNotice')) onAssigned();
  };
  return (
    <SidePanel title="khru.support.assign">
      <TextField
        select
        size="small"
        fullWidth
        label={translate('khru.support.assign')}
        value={current?.id ?? ''}
        disabled={busy}
        onChange={(event) => void assign(event.target.value || null)}
        slotProps={{ select: { native: true }, htmlInput: { 'data-testid': 'support-assign' }, inputLabel: { shrink: true } }}
      >
        <option value="">{translate('khru.support.unassigned')}</option>
        {choices.map((admin) => (
          <option key={admin.id} value={admin.id}>
            {admin.name}
          </option>
        ))}
      </TextField>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        {me && current?.id !== me && (
          <Button size="small" variant="outlined" disabled={busy} onClick={() => void assign(me)} data-testid="support-assign-me">
            {translate('khru.support.assignToMe')}
          </Button>
        )}
        {current && (
          <Button size="small" disabled={busy} onClick={() => void assign(null)} data-testid="support-unassign">
            {translate('khru.support.unassign')}
          </Button>
        )}
      </Stack>
    </SidePanel>
  );
}
