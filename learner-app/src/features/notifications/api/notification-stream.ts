import type { NotificationListResponse, NotificationStreamMessage } from '@khru/contracts';
import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useEffect } from 'react';
import { freshAccessToken } from '../../../lib/fresh-access-token';
import { useNotificationsStore } from '../notifications-store';
import { NOTIFICATIONS_PATH, notificationsKey } from './list-notifications';

/** EventSource cannot send headers, so the access token travels as a query parameter. */
export const notificationStreamUrl = (token: string) => `/api/${NOTIFICATIONS_PATH}/stream?access_token=${encodeURIComponent(token)}`;

/** The server-sent event that says the user's notifications changed. */
export const STREAM_EVENT = 'notifications';

/** Reconnection waits double from the first to the last, so a server that is down is not hammered. */
export const STREAM_RETRY_MS = { first: 1000, last: 30_000 } as const;

/**
 * Live notifications while logged in: each server-sent event carries the unread count (hasNotifications follows it at
 * once); a new notification, or a count other than the one shown, makes the list be read again (the event the server
 * sends on connecting usually repeats what was just read). A dropped or refused stream is reopened with a fresh token
 * after a growing wait, and what was missed meanwhile is read on reopening; logging out closes it.
 */
export function useNotificationStream(userId: string | null): void {
  const client = useQueryClient();
  useEffect(() => {
    // Browsers without server-sent events keep the count from ordinary reads.
    if (!userId || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let wait: number = STREAM_RETRY_MS.first;
    let dropped = false;
    let closed = false;
    const reread = () => void client.invalidateQueries({ queryKey: notificationsKey(userId) });
    const connect = async () => {
      const token = await freshAccessToken();
      if (closed || !token) return;
      const opened = new EventSource(notificationStreamUrl(token));
      source = opened;
      opened.onopen = () => {
        wait = STREAM_RETRY_MS.first;
        if (dropped) reread();
        dropped = false;
      };
      opened.addEventListener(STREAM_EVENT, (event) => {
        const message = JSON.parse((event as MessageEvent<string>).data) as NotificationStreamMessage;
        useNotificationsStore.getState().setHasNotifications(message.totalUnread > 0);
        const shown = client.getQueryData<InfiniteData<NotificationListResponse>>(notificationsKey(userId))?.pages[0]?.totalUnread;
        if (message.notification || message.totalUnread !== shown) reread();
      });
      opened.onerror = () => {
        opened.close();
        dropped = true;
        retry = setTimeout(() => void connect(), wait);
        wait = Math.min(wait * 2, STREAM_RETRY_MS.last);
      };
    };
    void connect();
    return () => {
      closed = true;
      clearTimeout(retry);
      source?.close();
    };
  }, [userId, client]);
}
