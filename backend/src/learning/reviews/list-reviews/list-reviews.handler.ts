import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ReviewListResponse } from '@khru/contracts';
import type { DocumentStore } from '@khru/platform';
import { DOCUMENT_STORE } from '../../../kernel/infrastructure/tokens.js';
import { reviewPage } from '../review-responses.js';
import { ListReviewsQuery } from './list-reviews.query.js';

/** A course's published reviews (spec section 7: status = published, newest first), of one rating if asked. */
@QueryHandler(ListReviewsQuery)
export class ListReviewsHandler implements IQueryHandler<ListReviewsQuery, ReviewListResponse> {
  constructor(@Inject(DOCUMENT_STORE) private readonly documents: DocumentStore) {}

  execute({ courseId, rating, skip, take }: ListReviewsQuery): Promise<ReviewListResponse> {
    return reviewPage(this.documents, { courseId, status: 'published', ...(rating === null ? {} : { rating }) }, skip, take);
  }
}
