import type { CommandAccepted } from '@khru/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { NOTIFICATIONS_PATH, refreshNotificationsAfter } from './list-notifications';

export const markNotificationRead = (notificationId: string) =>
  api<CommandAccepted>(`${NOTIFICATIONS_PATH}/${encodeURIComponent(notificationId)}/read`, { method: 'PATCH' });

/** Marks one notification read (opening it does); the list and the count are read again once the read model has it. */
export const useMarkNotificationRead = (userId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: (result) => refreshNotificationsAfter(client, userId, result.position),
  });
};
