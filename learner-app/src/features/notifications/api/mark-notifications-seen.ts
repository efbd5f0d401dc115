import type { CommandAccepted } from '@khru/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { NOTIFICATIONS_PATH, refreshNotificationsAfter } from './list-notifications';

export const markNotificationsSeen = () => api<CommandAccepted>(`${NOTIFICATIONS_PATH}/seen`, { method: 'PATCH' });

/** "Mark all as seen": every notification so far counts as read. */
export const useMarkNotificationsSeen = (userId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsSeen,
    onSuccess: (result) => refreshNotificationsAfter(client, userId, result.position),
  });
};
