import type { NotificationKind } from '../events/notifications/notification.events.js';
import type { NotificationView } from '../http/notification.types.js';

/** Collection `userNotifications`: one document per notification sent (`_id`: its id), read newest first per user. */
export interface UserNotificationDocument {
  _id: string;
  userId: string;
  kind: NotificationKind;
  contentEn: string;
  contentTh: string;
  link: string | null;
  created: string;
  read: boolean;
  readAt: string | null;
}

export const USER_NOTIFICATIONS_COLLECTION = 'userNotifications';

/** A notification as the bell (and the user document) shows it. */
export const toNotificationView = (document: UserNotificationDocument): NotificationView => ({
  id: document._id,
  kind: document.kind,
  contentEn: document.contentEn,
  contentTh: document.contentTh,
  link: document.link,
  created: document.created,
  read: document.read,
});
