import { Query } from '@nestjs/cqrs';
import type { CreditPriceDocument, Paged } from '@khru/contracts';

export class ListCreditPricesQuery extends Query<Paged<CreditPriceDocument>> {
  constructor(
    readonly skip: number,
    readonly take: number,
  ) {
    super();
  }
}
