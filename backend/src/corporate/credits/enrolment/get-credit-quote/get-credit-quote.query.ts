import { Query } from '@nestjs/cqrs';
import type { CreditQuote, ItemRef } from '@khru/contracts';

export class GetCreditQuoteQuery extends Query<CreditQuote> {
  constructor(
    readonly userId: string,
    readonly item: ItemRef,
    readonly now: Date,
  ) {
    super();
  }
}
