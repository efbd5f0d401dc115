import type { ContactMessageResponse } from '@khru/contracts';
import DoneIcon from '@mui/icons-material/Done';
import { Button, useDataProvider, useRecordContext } from 'react-admin';
import { useServerAction } from '../dataProvider/use-server-action';
import { statusOf } from './contact-message-status';
import type { ContactMessagesDataProvider } from './contact-messages.data-provider';
import { useAfterChange } from './use-after-change';

/** Support says a new message is dealt with; a handled one offers no button. */
export function MarkHandledButton() {
  const message = useRecordContext<ContactMessageResponse>();
  const dataProvider = useDataProvider<ContactMessagesDataProvider>();
  const afterChange = useAfterChange(message?.id);
  const { busy, run } = useServerAction();
  if (!message || statusOf(message) === 'handled') return null;
  const markHandled = async () => {
    if (await run(() => dataProvider.markContactMessageHandled(message.id), 'khru.contactMessages.markedHandled')) afterChange();
  };
  return (
    <Button label="khru.contactMessages.markHandled" onClick={() => void markHandled()} disabled={busy}>
      <DoneIcon />
    </Button>
  );
}
