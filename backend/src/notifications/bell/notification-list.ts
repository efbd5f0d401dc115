import { Inject, Injectable } from '@nestjs/common';
import {
  NOTIFICATION_RULES,
  toNotificationView,
  USER_NOTIFICATIONS_COLLECTION,
  type NotificationListResponse,
  type NotificationView,
  type UserNotificationDocument,
} from '@khru/contracts';
import type { DocumentStore } from '@khru/platform';
import { DOCUMENT_STORE } from '../../kernel/infrastructure/tokens.js';

export interface NotificationPage {
  skip?: number | undefined;
  take?: number | undefined;
  /** Newest first unless the caller asks for the oldest first. */
  newestFirst: boolean;
}

/** One user's notifications as the `userNotifications` read model has them. */
@Injectable()
export class NotificationList {
  constructor(@Inject(DOCUMENT_STORE) private readonly documents: DocumentStore) {}

  private get collection() {
    return this.documents.collection<UserNotificationDocument>(USER_NOTIFICATIONS_COLLECTION);
  }

  async page(userId: string, { skip, take, newestFirst }: NotificationPage): Promise<NotificationListResponse> {
    const order = newestFirst ? -1 : 1;
    const [documents, totalCount, totalUnread] = await Promise.all([
      this.collection
        .find(
          { userId },
          { sort: { created: order, _id: order }, skip: skip ?? 0, limit: Math.min(take ?? NOTIFICATION_RULES.defaultTake, NOTIFICATION_RULES.maxTake) },
        )
        .toArray(),
      this.collection.countDocuments({ userId }),
      this.unread(userId),
    ]);
    return { data: documents.map(toNotificationView), totalCount, totalUnread };
  }

  unread(userId: string): Promise<number> {
    return this.collection.countDocuments({ userId, read: false });
  }

  async one(notificationId: string): Promise<NotificationView | null> {
    const document = await this.collection.findOne({ _id: notificationId });
    return document && toNotificationView(document);
  }
}
