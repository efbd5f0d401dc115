import type { AdminConversationView } from '@khru/contracts';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { useState } from 'react';
import { Button, Confirm, useDataProvider, useNotify, useRecordContext } from 'react-admin';
import type { KhruDataProvider } from '../dataProvider';
import { useServerErrorNotifier } from '../dataProvider/use-notify-server-error';
import { useAfterSupportChange } from './use-after-support-change';

/** Ends the conversation, once support confirms; a closed one offers no button (a new message opens it again). */
export function CloseButton() {
  const conversation = useRecordContext<AdminConversationView>();
  const dataProvider = useDataProvider<KhruDataProvider>();
  const notify = useNotify();
  const notifyError = useServerErrorNotifier();
  const afterChange = useAfterSupportChange(conversation?.id);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!conversation || conversation.status === 'closed') return null;
  const close = async () => {
    setBusy(true);
    try {
      await dataProvider.closeSupportConversation(conversation.id);
      setAsking(false);
      notify('khru.support.closed', { type: 'success' });
      afterChange();
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button label="khru.support.close" onClick={() => setAsking(true)} disabled={busy} data-testid="support-close">
        <TaskAltIcon />
      </Button>
      <Confirm
        isOpen={asking}
        loading={busy}
        title="khru.support.closeTitle"
        content="khru.support.closeContent"
        confirm="khru.support.close"
        onConfirm={() => void close()}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
