import { Query } from '@nestjs/cqrs';
import type { MyCourseReviewsResponse } from '@khru/contracts';
import type { Caller } from '../../../kernel/auth/caller.js';

export class GetMyCourseReviewsQuery extends Query<MyCourseReviewsResponse> {
  constructor(
    readonly courseId: string,
    readonly caller: Caller,
    readonly now: Date,
  ) {
    super();
  }
}
