import type { ContactMessageResponse } from '@khru/contracts';
import DoneIcon from '@mui/icons-material/Done';
import { useState } from 'react';
import { Button, useDataProvider, useNotify, useRecordContext } from 'react-admin';
import type { KhruDataProvider } from '../dataProvider';
import { useServerErrorNotifier } from '../dataProvider/use-notify-server-error';
import { statusOf } from './contact-message-status';
import { useAfterChange } from './use-after-change';

/** Support says a new message is dealt with; a handled one offers no button. */
export function MarkHandledButton() {
  const message = useRecordContext<ContactMessageResponse>();
  const dataProvider = useDataProvider<KhruDataProvider>();
  const notify = useNotify();
  const notifyError = useServerErrorNotifier();
  const afterChange = useAfterChange(message?.id);
  const [busy, setBusy] = useState(false);
  if (!message || statusOf(message) === 'handled') return null;
  const markHandled = async () => {
    setBusy(true);
    try {
      await dataProvider.markContactMessageHandled(message.id);
      notify('khru.contactMessages.markedHandled', { type: 'success' });
      afterChange();
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button label="khru.contactMessages.markHandled" onClick={() => void markHandled()} disabled={busy}>
      <DoneIcon />
    </Button>
  );
}
