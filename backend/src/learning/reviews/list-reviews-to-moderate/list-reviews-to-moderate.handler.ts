import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ReviewWithCourseListResponse } from '@khru/contracts';
import type { DocumentStore } from '@khru/platform';
import { DOCUMENT_STORE } from '../../../kernel/infrastructure/tokens.js';
import { reviewWithCoursePage } from '../review-responses.js';
import { ListReviewsToModerateQuery } from './list-reviews-to-moderate.query.js';

/** Every learner's reviews for moderators, newest first, in one state if asked, with course and author. */
@QueryHandler(ListReviewsToModerateQuery)
export class ListReviewsToModerateHandler implements IQueryHandler<ListReviewsToModerateQuery, ReviewWithCourseListResponse> {
  constructor(@Inject(DOCUMENT_STORE) private readonly documents: DocumentStore) {}

  execute({ status, skip, take }: ListReviewsToModerateQuery): Promise<ReviewWithCourseListResponse> {
    return reviewWithCoursePage(this.documents, status ? { status } : {}, skip, take);
  }
}
