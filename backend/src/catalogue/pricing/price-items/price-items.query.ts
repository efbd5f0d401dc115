import { Query } from '@nestjs/cqrs';
import type { PricingClientResponse } from '@khru/contracts';

/** Prices now for the courses and/or bundles asked for (a list left out is not priced). */
export class PriceItemsQuery extends Query<PricingClientResponse> {
  constructor(
    readonly courseIds: string[] | undefined,
    readonly bundleIds: string[] | undefined,
    readonly now: Date,
  ) {
    super();
  }
}
