import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { MyCourseReviewsResponse } from '@khru/contracts';
import type { DocumentStore } from '@khru/platform';
import { DOCUMENT_STORE } from '../../../kernel/infrastructure/tokens.js';
import { ReviewEligibilityReader } from '../review-eligibility.js';
import { reviewPage } from '../review-responses.js';
import { GetMyCourseReviewsQuery } from './get-my-course-reviews.query.js';

/** The caller's own review of a course in whatever state it is (pending review too), and whether they may write one. */
@QueryHandler(GetMyCourseReviewsQuery)
export class GetMyCourseReviewsHandler implements IQueryHandler<GetMyCourseReviewsQuery, MyCourseReviewsResponse> {
  constructor(
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
    private readonly eligibility: ReviewEligibilityReader,
  ) {}

  async execute({ courseId, caller, now }: GetMyCourseReviewsQuery): Promise<MyCourseReviewsResponse> {
    const eligibility = await this.eligibility.of(caller, courseId, now);
    const { data } = await reviewPage(this.documents, { courseId, userId: caller.userId }, 0, 1);
    return { data, eligibility };
  }
}
