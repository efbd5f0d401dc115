import { NOTIFICATION_EVENT_TYPES, USER_NOTIFICATIONS_COLLECTION, type NotificationEvent, type UserNotificationDocument } from '@khru/contracts';
import type { RecordedEvent } from '@khru/platform';
import { asDomainEvent, type ProjectionUpdate, type UpdatesProjection } from '../projection.js';

/**
 * "Mark all seen" reads every notification of the user at once, so the read model is kept by updates:
 * one guarded upsert per notification sent, one update per notification read, one update of all the
 * user's unread ones when they are seen (those sent later carry a later position and are left alone).
 */
export function userNotificationUpdates(recorded: RecordedEvent): ProjectionUpdate[] {
  const event = asDomainEvent<NotificationEvent>(recorded);
  switch (event.type) {
    case 'NotificationSent': {
      const { notificationId, userId, kind, contentEn, contentTh, link, at } = event.data;
      const document: Omit<UserNotificationDocument, '_id'> = { userId, kind, contentEn, contentTh, link, created: at, read: false, readAt: null };
      return [{ filter: { _id: notificationId }, update: { $set: document }, upsert: true }];
    }
    case 'NotificationRead':
      return [{ filter: { _id: event.data.notificationId, userId: event.data.userId }, update: { $set: { read: true, readAt: event.data.at } } }];
    case 'NotificationsSeen':
      return [{ filter: { userId: event.data.userId, read: false }, update: { $set: { read: true, readAt: event.data.at } }, many: true }];
    case 'NotificationMailed':
      return [];
    default: {
      const _exhaustive: never = event;
      return [];
    }
  }
}

/** Read model `userNotifications`: what the bell lists, newest first, and each user's unread count. */
export const userNotificationsProjection: UpdatesProjection = {
  kind: 'updates',
  name: 'userNotifications',
  collection: USER_NOTIFICATIONS_COLLECTION,
  handles: NOTIFICATION_EVENT_TYPES.filter((type) => type !== 'NotificationMailed'),
  updates: userNotificationUpdates,
  indexes: [{ keys: { userId: 1, created: -1, _id: -1 } }, { keys: { userId: 1, read: 1 } }],
};
