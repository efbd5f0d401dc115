import { Query } from '@nestjs/cqrs';
import type { ReviewListResponse } from '@khru/contracts';

export class ListReviewsQuery extends Query<ReviewListResponse> {
  constructor(
    readonly courseId: string,
    readonly rating: number | null,
    readonly skip: number,
    readonly take: number,
  ) {
    super();
  }
}
