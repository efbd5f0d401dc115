import { Query } from '@nestjs/cqrs';
import type { ModerationStatus, ReviewWithCourseListResponse } from '@khru/contracts';

export class ListReviewsToModerateQuery extends Query<ReviewWithCourseListResponse> {
  constructor(
    readonly status: ModerationStatus | null,
    readonly skip: number,
    readonly take: number,
  ) {
    super();
  }
}
