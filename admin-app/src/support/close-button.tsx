import type { AdminConversationView } from '@khru/contracts';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { useState } from 'react';
import { Button, Confirm, useDataProvider, useRecordContext } from 'react-admin';
import { useServerAction } from '../dataProvider/use-server-action';
import type { SupportDataProvider } from './support.data-provider';
import { useAfterSupportChange } from './use-after-support-change';

/** Ends the conversation, once support confirms; a closed one offers no button (a new message opens it again). */
export function CloseButton() {
  const conversation = useRecordContext<AdminConversationView>();
  const dataProvider = useDataProvider<SupportDataProvider>();
  const afterChange = useAfterSupportChange(conversation?.id);
  const [asking, setAsking] = useState(false);
  const { busy, run } = useServerAction();
  if (!conversation || conversation.status === 'closed') return null;
  const close = async () => {
    if (!(await run(() => dataProvider.closeSupportConversation(conversation.id), 'khru.support.closed'))) return;
    setAsking(false);
    afterChange();
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
