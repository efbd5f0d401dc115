import type { SupportConversationSummary } from '@khru/contracts';
import { useTranslation } from 'react-i18next';
import { useLocaleStore } from '../../../stores/locale-store';
import { useConversations } from '../api/list-conversations';
import { useSupportPanelStore } from '../support-panel-store';
import type { SupportIdentity } from '../use-support-identity';
import { messageTime } from './message-time';
import { PendingNote } from '../../../components/pending-note';

function ConversationItem({ conversation }: { conversation: SupportConversationSummary }) {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  const show = useSupportPanelStore((s) => s.show);
  const last = conversation.lastMessage;
  return (
    <li>
      <button
        type="button"
        className="support-conversation-item"
        data-testid="support-conversation-item"
        data-conversation-id={conversation.id}
        onClick={() => show({ name: 'conversation', id: conversation.id })}
      >
        <span className="support-conversation-top">
          <span className={`support-status ${conversation.status}`}>{t(`support.status.${conversation.status}`)}</span>
          <time dateTime={conversation.lastMessageAt}>{messageTime(conversation.lastMessageAt, locale)}</time>
        </span>
        <span className="support-conversation-last">
          {last.author === 'learner' ? `${t('support.you')}: ` : null}
          {last.body || t('support.attachmentOnly')}
        </span>
        <span className="support-conversation-bottom">
          {conversation.rating !== null ? <span>{t('support.ratedShort', { n: conversation.rating })}</span> : null}
          {conversation.unread > 0 ? <span className="support-count">{t('support.unreadCount', { n: conversation.unread })}</span> : null}
        </span>
      </button>
    </li>
  );
}

/** The caller's earlier conversations, newest first, and a way to start a new one. */
export function ConversationList({ identity }: { identity: SupportIdentity }) {
  const { t } = useTranslation();
  const show = useSupportPanelStore((s) => s.show);
  const conversations = useConversations(identity);
  const items = conversations.data?.data ?? [];
  return (
    <div className="support-list">
      <button type="button" className="button primary support-new" data-testid="support-new-conversation" onClick={() => show({ name: 'new' })}>
        {t('support.newConversation')}
      </button>
      {conversations.isPending ? (
        <PendingNote className="support-state">{t('support.loading')}</PendingNote>
      ) : conversations.isError ? (
        <p className="support-state">{t('support.failed')}</p>
      ) : items.length === 0 ? (
        <p className="support-state">{t('support.empty')}</p>
      ) : (
        <>
          <h3 className="support-list-title">{t('support.earlier')}</h3>
          <ul className="support-conversations">
            {items.map((conversation) => (
              <ConversationItem key={conversation.id} conversation={conversation} />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
