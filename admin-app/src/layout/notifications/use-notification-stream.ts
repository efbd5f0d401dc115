import type { NotificationListResponse, NotificationStreamMessage } from '@khru/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { storedToken } from '../../auth/tokens';
import { NOTIFICATIONS_KEY, NOTIFICATIONS_PATH } from './notifications-api';

/** Reconnection waits double from the first to the last, so a server that is down is not hammered. */
export const STREAM_RETRY_MS = { first: 1000, last: 30_000 } as const;

/**
 * Live notifications: each server-sent event makes the bell read its list again. A dropped or refused stream is
 * reopened with the token stored then (react-admin refreshes it as the admin works) after a growing wait.
 */
export function useNotificationStream(enabled: boolean): void {
  const client = useQueryClient();
  useEffect(() => {
    // Browsers without server-sent events keep the dot from ordinary reads.
    if (!enabled || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let wait: number = STREAM_RETRY_MS.first;
    const reread = () => void client.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
    const connect = () => {
      const token = storedToken();
      if (!token) return;
      // EventSource cannot send headers, so the access token travels as a query parameter.
      const opened = new EventSource(`${NOTIFICATIONS_PATH}/stream?access_token=${encodeURIComponent(token)}`);
      source = opened;
      opened.onopen = () => {
        if (wait > STREAM_RETRY_MS.first) reread();
        wait = STREAM_RETRY_MS.first;
      };
      // `event: notifications` says the admin's notifications changed; the one sent on connecting usually repeats what was read.
      opened.addEventListener('notifications', (event) => {
        const message = JSON.parse((event as MessageEvent<string>).data) as NotificationStreamMessage;
        const shown = client.getQueryData<NotificationListResponse>(NOTIFICATIONS_KEY)?.totalUnread;
        if (message.notification || message.totalUnread !== shown) reread();
      });
      opened.onerror = () => {
        opened.close();
        retry = setTimeout(connect, wait);
        wait = Math.min(wait * 2, STREAM_RETRY_MS.last);
      };
    };
    connect();
    return () => {
      clearTimeout(retry);
      source?.close();
    };
  }, [enabled, client]);
}
