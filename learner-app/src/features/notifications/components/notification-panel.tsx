import type { NotificationView } from '@khru/contracts';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotifications } from '../api/list-notifications';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { useMarkNotificationsSeen } from '../api/mark-notifications-seen';
import { NotificationItem } from './notification-item';
import { PendingNote } from '../../../components/pending-note';

/**
 * The bell's panel: the learner's notifications newest first, ten at a time with "Load more", "Mark all as seen",
 * and an empty state. Focus moves into it when it opens.
 */
export function NotificationPanel({ userId, id, onClose }: { userId: string; id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const notifications = useNotifications(userId);
  const markRead = useMarkNotificationRead(userId);
  const markSeen = useMarkNotificationsSeen(userId);
  useEffect(() => panel.current?.focus(), []);
  const pages = notifications.data?.pages ?? [];
  const items = pages.flatMap((page) => page.data);
  const unread = pages[0]?.totalUnread ?? 0;
  const open = (notification: NotificationView) => {
    if (!notification.read) markRead.mutate(notification.id);
    if (notification.link !== null) onClose();
  };
  return (
    <div className="notification-panel" id={id} role="dialog" aria-labelledby={titleId} tabIndex={-1} ref={panel}>
      <div className="notification-panel-header">
        <h2 id={titleId}>{t('notifications.title')}</h2>
        <button type="button" className="link-button" disabled={unread === 0 || markSeen.isPending} onClick={() => markSeen.mutate()}>
          {t('notifications.markAllSeen')}
        </button>
        <button type="button" className="icon-button" aria-label={t('common.close')} onClick={onClose}>
          ×
        </button>
      </div>
      {notifications.isPending ? (
        <PendingNote className="notification-state">{t('notifications.loading')}</PendingNote>
      ) : notifications.isError ? (
        <p className="notification-state">{t('notifications.failed')}</p>
      ) : items.length === 0 ? (
        <p className="notification-state">{t('notifications.empty')}</p>
      ) : (
        <ul className="notification-list">
          {items.map((notification) => (
            <NotificationItem key={notification.id} notification={notification} onOpen={open} />
          ))}
        </ul>
      )}
      {notifications.hasNextPage ? (
        <button
          type="button"
          className="button secondary notification-more"
          disabled={notifications.isFetchingNextPage}
          onClick={() => void notifications.fetchNextPage()}
        >
          {t('notifications.loadMore')}
        </button>
      ) : null}
    </div>
  );
}
