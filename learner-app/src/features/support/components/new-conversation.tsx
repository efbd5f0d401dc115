import { SUPPORT_PAGE_MAX_LENGTH } from '@khru/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { toast } from 'sonner';
import { refreshConversation } from '../api/apply-conversation';
import { postMessage, type SupportMessageInput } from '../api/post-message';
import { useStartConversation } from '../api/start-conversation';
import { useSupportPanelStore } from '../support-panel-store';
import type { SupportIdentity } from '../use-support-identity';
import { Composer } from './composer';
import { sendFailure } from './send-failure';

/**
 * A conversation not yet started: the first message starts it with the page it was written on. A file chosen with it
 * follows as the second message, once the conversation exists.
 */
export function NewConversation({ identity }: { identity: SupportIdentity }) {
  const { t } = useTranslation();
  const location = useLocation();
  const client = useQueryClient();
  const show = useSupportPanelStore((s) => s.show);
  const start = useStartConversation(identity);
  const send = async ({ body, file }: SupportMessageInput) => {
    const page = `${location.pathname}${location.search}`.slice(0, SUPPORT_PAGE_MAX_LENGTH);
    const { conversationId } = await start.mutateAsync({ body, page });
    show({ name: 'conversation', id: conversationId });
    if (!file) return;
    try {
      const posted = await postMessage(conversationId, { body: '', file });
      await refreshConversation(client, identity.key, conversationId, posted.position);
    } catch (error) {
      toast.error(sendFailure(error));
    }
  };
  return (
    <div className="support-conversation">
      <p className="support-intro">{t('support.newIntro')}</p>
      <Composer onSend={send} needsText />
    </div>
  );
}
