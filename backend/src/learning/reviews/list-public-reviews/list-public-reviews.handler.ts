import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { USERS_COLLECTION, type ReviewWithCourseListResponse, type UserDocument } from '@khru/contracts';
import type { DocumentStore } from '@khru/platform';
import { DomainError } from '../../../kernel/errors/domain-error.js';
import { DOCUMENT_STORE } from '../../../kernel/infrastructure/tokens.js';
import { reviewWithCoursePage } from '../review-responses.js';
import { ListPublicReviewsQuery } from './list-public-reviews.query.js';

/** A public profile's reviews: published ones only, and only while the learner's "reviews" switch is on (FORBIDDEN otherwise). */
@QueryHandler(ListPublicReviewsQuery)
export class ListPublicReviewsHandler implements IQueryHandler<ListPublicReviewsQuery, ReviewWithCourseListResponse> {
  constructor(@Inject(DOCUMENT_STORE) private readonly documents: DocumentStore) {}

  async execute({ userId, skip, take }: ListPublicReviewsQuery): Promise<ReviewWithCourseListResponse> {
    const user = await this.documents.collection<UserDocument>(USERS_COLLECTION).findOne({ _id: userId }, { projection: { publicProfileSettings: 1 } });
    if (!user) throw DomainError.notFound();
    if (!user.publicProfileSettings?.showReviews) throw new DomainError('FORBIDDEN');
    return reviewWithCoursePage(this.documents, { userId, status: 'published' }, skip, take);
  }
}
