import { Query } from '@nestjs/cqrs';
import type { ReviewRatingsCountResponse } from '@khru/contracts';

export class CountRatingsQuery extends Query<ReviewRatingsCountResponse> {
  constructor(readonly courseId: string) {
    super();
  }
}
