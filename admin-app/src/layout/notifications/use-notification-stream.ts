import type { NotificationListResponse, NotificationStreamMessage } from '@khru/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { followEventStream } from '../event-stream';
import { NOTIFICATIONS_KEY, NOTIFICATIONS_PATH } from './notifications-api';

/** Live notifications: each server-sent event that changes what the bell shows makes it read its list again. */
export function useNotificationStream(enabled: boolean): void {
  const client = useQueryClient();
  useEffect(() => {
    // Browsers without server-sent events keep the dot from ordinary reads.
    if (!enabled || typeof EventSource === 'undefined') return;
    const reread = () => void client.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
    // `event: notifications` says the admin's notifications changed; the one sent on connecting usually repeats what was read.
    return followEventStream<NotificationStreamMessage>(
      `${NOTIFICATIONS_PATH}/stream`,
      'notifications',
      (message) => {
        const shown = client.getQueryData<NotificationListResponse>(NOTIFICATIONS_KEY)?.totalUnread;
        if (message.notification || message.totalUnread !== shown) reread();
      },
      reread,
    );
  }, [enabled, client]);
}
