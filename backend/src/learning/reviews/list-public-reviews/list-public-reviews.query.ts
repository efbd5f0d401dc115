import { Query } from '@nestjs/cqrs';
import type { ReviewWithCourseListResponse } from '@khru/contracts';

export class ListPublicReviewsQuery extends Query<ReviewWithCourseListResponse> {
  constructor(
    readonly userId: string,
    readonly skip: number,
    readonly take: number,
  ) {
    super();
  }
}
