import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../../stores/session-store';
import { useSupportPanelStore } from '../support-panel-store';
import { useSupportIdentity } from '../use-support-identity';
import { ConversationList } from './conversation-list';
import { ConversationView } from './conversation-view';
import { NewConversation } from './new-conversation';
import { OfflineNotice } from './offline-notice';
import { usePhoneSheet } from './use-phone-sheet';
import { VisitorForm } from './visitor-form';

/**
 * The chat panel (a card at the bottom right; the whole screen on phones): a visitor first gives a name and an email,
 * then the conversations, a new one, or one of them. Focus moves into it when it opens; Escape closes it. On phones it
 * is a modal sheet (usePhoneSheet).
 */
export function SupportPanel({ id, onClose }: { id: string; onClose(): void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const { sheet, keepTabInside } = usePhoneSheet(panel);
  const identity = useSupportIdentity();
  const starting = useSessionStore((s) => !s.ready && s.status === 'starting');
  const view = useSupportPanelStore((s) => s.view);
  const show = useSupportPanelStore((s) => s.show);
  // On opening, and when the button that was used goes with the view it changed (a conversation opened, a visitor named).
  useEffect(() => {
    if (!panel.current?.contains(document.activeElement)) panel.current?.focus();
  }, [view, identity]);
  const body = !identity ? (
    starting ? null : (
      <VisitorForm onNamed={() => show({ name: 'new' })} />
    )
  ) : view.name === 'list' ? (
    <ConversationList identity={identity} />
  ) : view.name === 'new' ? (
    <NewConversation identity={identity} />
  ) : (
    <ConversationView key={view.id} identity={identity} id={view.id} />
  );
  return (
    <div
      className="support-panel"
      id={id}
      role="dialog"
      aria-modal={sheet || undefined}
      aria-labelledby={titleId}
      data-testid="support-panel"
      tabIndex={-1}
      ref={panel}
      onKeyDown={(event) => {
        keepTabInside(event);
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        onClose();
      }}
    >
      <div className="support-panel-header">
        {identity && view.name !== 'list' ? (
          <button
            type="button"
            className="icon-button support-back"
            data-testid="support-back"
            aria-label={t('support.back')}
            onClick={() => show({ name: 'list' })}
          >
            ‹
          </button>
        ) : null}
        <h2 id={titleId}>{t('support.title')}</h2>
        <button type="button" className="icon-button" data-testid="support-panel-close" aria-label={t('common.close')} onClick={onClose}>
          ×
        </button>
      </div>
      <OfflineNotice />
      <div className="support-panel-body">{body}</div>
    </div>
  );
}
