import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ReviewWithCourseListResponse } from '@khru/contracts';
import type { DocumentStore } from '@khru/platform';
import { DOCUMENT_STORE } from '../../../kernel/infrastructure/tokens.js';
import { reviewWithCoursePage } from '../review-responses.js';
import { ListMyReviewsQuery } from './list-my-reviews.query.js';

/** One learner's reviews of every course, newest first, in one state if asked: their own (profile) or, published only, a public profile's. */
@QueryHandler(ListMyReviewsQuery)
export class ListMyReviewsHandler implements IQueryHandler<ListMyReviewsQuery, ReviewWithCourseListResponse> {
  constructor(@Inject(DOCUMENT_STORE) private readonly documents: DocumentStore) {}

  execute({ userId, status, skip, take }: ListMyReviewsQuery): Promise<ReviewWithCourseListResponse> {
    return reviewWithCoursePage(this.documents, { userId, ...(status ? { status } : {}) }, skip, take);
  }
}
