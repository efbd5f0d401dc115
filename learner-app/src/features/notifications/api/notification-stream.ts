import type { NotificationListResponse, NotificationStreamMessage } from '@khru/contracts';
import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useEffect } from 'react';
import { freshAccessToken } from '../../../lib/fresh-access-token';
import { shareEventStream } from '../../../lib/shared-event-stream';
import { useNotificationsStore } from '../notifications-store';
import { NOTIFICATIONS_PATH } from './list-notifications';
import { notificationKeys } from './notification-keys';

/** EventSource cannot send headers, so the access token travels as a query parameter. */
export const notificationStreamUrl = (token: string) => `/api/${NOTIFICATIONS_PATH}/stream?access_token=${encodeURIComponent(token)}`;

/** The server-sent event that says the user's notifications changed. */
export const STREAM_EVENT = 'notifications';

/** Reconnection waits double from the first to the last, so a server that is down is not hammered. */
export const STREAM_RETRY_MS = { first: 1000, last: 30_000 } as const;

/**
 * Live notifications while logged in, on the browser's one stream for this user (held by a visible tab, heard by all):
 * each server-sent event carries the unread count (hasNotifications follows it at once); a new notification, or a
 * count other than the one shown, makes the list be read again (the event the server sends on connecting usually
 * repeats what was just read). A dropped or refused stream is reopened with a fresh token after a growing wait, and
 * what was missed meanwhile is read on reopening; logging out closes it.
 */
export function useNotificationStream(userId: string | null): void {
  const client = useQueryClient();
  useEffect(() => {
    // Browsers without server-sent events keep the count from ordinary reads.
    if (!userId || typeof EventSource === 'undefined') return;
    const reread = () => void client.invalidateQueries({ queryKey: notificationKeys.list(userId) });
    return shareEventStream({
      name: `notifications:${userId}`,
      url: async () => {
        const token = await freshAccessToken();
        return token ? notificationStreamUrl(token) : null;
      },
      events: [STREAM_EVENT],
      retryMs: STREAM_RETRY_MS,
      onEvent: (_event, data) => {
        const message = JSON.parse(data) as NotificationStreamMessage;
        useNotificationsStore.getState().setHasNotifications(message.totalUnread > 0);
        const shown = client.getQueryData<InfiniteData<NotificationListResponse>>(notificationKeys.list(userId))?.pages[0]?.totalUnread;
        if (message.notification || message.totalUnread !== shown) reread();
      },
      onReopen: reread,
    });
  }, [userId, client]);
}
