import { NOTIFICATION_RULES, type NotificationListRequestBody, type NotificationListResponse } from '@khru/contracts';
import { useInfiniteQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notificationKeys } from './notification-keys';

export const NOTIFICATIONS_PATH = 'cmsapi/user-notifications';

/** Newest first, ten at a time (spec section 9), with the total and the unread count. */
const page = (skip: number, take: number = NOTIFICATION_RULES.defaultTake): NotificationListRequestBody => ({
  skip,
  take,
  requireTotalCount: true,
  stringTolower: true,
  sort: [{ selector: 'created', desc: true }],
});

export const listNotifications = (body: NotificationListRequestBody, after?: string | null) =>
  api<NotificationListResponse>(`${NOTIFICATIONS_PATH}/list${after ? `?after=${encodeURIComponent(after)}` : ''}`, {
    method: 'POST',
    body: JSON.stringify(body),
  });

/** The learner's notifications a page at a time; the first page's `totalUnread` is the bell's count. */
export const useNotifications = (userId: string | null) =>
  useInfiniteQuery({
    queryKey: notificationKeys.list(userId ?? ''),
    queryFn: ({ pageParam }) => listNotifications(page(pageParam)),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const read = pages.reduce((n, p) => n + p.data.length, 0);
      return read < last.totalCount ? read : undefined;
    },
    enabled: Boolean(userId),
    // A failing bell should not interrupt the page with a toast; it shows no count until the next read works.
    meta: { toastErrors: false },
  });

/** After a change: wait until the read model has passed it (one small read with `?after=`), then read the notifications again. */
export const refreshNotificationsAfter = async (client: QueryClient, userId: string, position: string | null) => {
  if (position) await listNotifications(page(0, 1), position);
  await client.invalidateQueries({ queryKey: notificationKeys.list(userId) });
};
