import { Query } from '@nestjs/cqrs';
import type { ModerationStatus, ReviewWithCourseListResponse } from '@khru/contracts';

export class ListMyReviewsQuery extends Query<ReviewWithCourseListResponse> {
  constructor(
    readonly userId: string,
    readonly status: ModerationStatus | null,
    readonly skip: number,
    readonly take: number,
  ) {
    super();
  }
}
