import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { useCloseConversation } from '../api/close-conversation';
import { useConversation } from '../api/get-conversation';
import { usePostMessage } from '../api/post-message';
import { useRateConversation } from '../api/rate-conversation';
import type { SupportIdentity } from '../use-support-identity';
import { Composer } from './composer';
import { MessageList } from './message-list';
import { RatingStars } from './rating-stars';
import { useReadReceipts } from './use-read-receipts';
import { PendingNote } from '../../../components/pending-note';

/** One conversation: its messages, the composer, closing it, and rating it once closed (writing again reopens it). */
export function ConversationView({ identity, id }: { identity: SupportIdentity; id: string }) {
  const { t } = useTranslation();
  const conversation = useConversation(identity, id);
  const post = usePostMessage(identity, id);
  const close = useCloseConversation(identity, id);
  const rate = useRateConversation(identity, id);
  useReadReceipts(identity.key, conversation.data);
  if (conversation.isPending) return <PendingNote className="support-state">{t('support.loading')}</PendingNote>;
  if (conversation.isError) {
    const notHers = conversation.error instanceof ApiError && [403, 404].includes(conversation.error.status);
    return <p className="support-state">{t(notHers ? 'support.notAvailable' : 'support.failed')}</p>;
  }
  const view = conversation.data;
  const closed = view.status === 'closed';
  return (
    <div className="support-conversation">
      <div className="support-conversation-bar">
        <span className={`support-status ${view.status}`}>{t(`support.status.${view.status}`)}</span>
        {closed ? null : (
          <button type="button" className="link-button" data-testid="support-close-conversation" disabled={close.isPending} onClick={() => close.mutate()}>
            {t('support.closeConversation')}
          </button>
        )}
      </div>
      <MessageList messages={view.messages} />
      {closed ? (
        <div className="support-closed">
          <p>{t('support.closedNote')}</p>
          <RatingStars rating={view.rating} pending={rate.isPending} onRate={(rating) => rate.mutate(rating)} />
        </div>
      ) : null}
      <Composer onSend={(input) => post.mutateAsync(input)} />
    </div>
  );
}
