import { Query } from '@nestjs/cqrs';
import type { PricingClientResponse } from '@khru/contracts';

export class PriceCoursesQuery extends Query<PricingClientResponse> {
  constructor(
    readonly courseIds: string[],
    readonly now: Date,
  ) {
    super();
  }
}
