import { NOTIFICATION_RULES, type CommandAccepted, type NotificationListRequestBody, type NotificationListResponse } from '@khru/contracts';
import { httpClient } from '../../dataProvider/http-client';

export const NOTIFICATIONS_PATH = '/api/cmsapi/user-notifications';

export const NOTIFICATIONS_KEY = ['navbar', 'notifications'] as const;

/** The latest ten, newest first, with the unread count (spec section 9's defaults). */
const LATEST: NotificationListRequestBody = {
  skip: 0,
  take: NOTIFICATION_RULES.defaultTake,
  requireTotalCount: true,
  stringTolower: true,
  sort: [{ selector: 'created', desc: true }],
};

/**
 * The admin's own notifications: the navbar's, not a resource, so they are read with the app's HTTP client
 * directly. `after` waits until the read model has passed a change the admin just made.
 */
export async function listLatestNotifications(after?: string | null): Promise<NotificationListResponse> {
  const { json } = await httpClient(`${NOTIFICATIONS_PATH}/list${after ? `?after=${encodeURIComponent(after)}` : ''}`, {
    method: 'POST',
    body: JSON.stringify(LATEST),
  });
  return json as NotificationListResponse;
}

/** Kept alive: opening a notification may load another page while the request is under way. */
export async function markNotificationRead(notificationId: string): Promise<CommandAccepted> {
  const { json } = await httpClient(`${NOTIFICATIONS_PATH}/${encodeURIComponent(notificationId)}/read`, { method: 'PATCH', keepalive: true });
  return json as CommandAccepted;
}

export async function markNotificationsSeen(): Promise<CommandAccepted> {
  const { json } = await httpClient(`${NOTIFICATIONS_PATH}/seen`, { method: 'PATCH' });
  return json as CommandAccepted;
}
