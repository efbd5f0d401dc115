import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  INSTRUCTORS_COLLECTION,
  NOTIFICATION_RULES,
  toNotificationView,
  USER_NOTIFICATIONS_COLLECTION,
  USERS_COLLECTION,
  type InstructorDocument,
  type UserDocument,
  type UserNotificationDocument,
  type UserResponse,
} from '@khru/contracts';
import type { DocumentStore } from '@khru/platform';
import { DomainError } from '../../../kernel/errors/domain-error.js';
import { DOCUMENT_STORE } from '../../../kernel/infrastructure/tokens.js';
import { toUserResponse } from '../user-response.mapper.js';
import { GetUserQuery } from './get-user.query.js';

@QueryHandler(GetUserQuery)
export class GetUserHandler implements IQueryHandler<GetUserQuery, UserResponse> {
  constructor(@Inject(DOCUMENT_STORE) private readonly documents: DocumentStore) {}

  async execute({ userId }: GetUserQuery): Promise<UserResponse> {
    const document = await this.documents.collection<UserDocument>(USERS_COLLECTION).findOne({ _id: userId });
    if (!document) throw DomainError.notFound();
    // The catalogue links an instructor profile to the account its instructor logs in with.
    const teaching = await this.documents
      .collection<InstructorDocument>(INSTRUCTORS_COLLECTION)
      .find({ userId }, { projection: { _id: 1 } })
      .toArray();
    // The notifications capability's read model, by its collection name (spec section 3's `notifications`).
    const notifications = this.documents.collection<UserNotificationDocument>(USER_NOTIFICATIONS_COLLECTION);
    const [totalUnread, latest] = await Promise.all([
      notifications.countDocuments({ userId, read: false }),
      notifications.find({ userId }, { sort: { created: -1, _id: -1 }, limit: NOTIFICATION_RULES.userDocumentTake }).toArray(),
    ]);
    return toUserResponse(
      document,
      teaching.map((instructor) => instructor._id),
      { totalUnread, data: latest.map(toNotificationView) },
    );
  }
}
