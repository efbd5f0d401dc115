import { Query } from '@nestjs/cqrs';
import type { CostCentreBalance } from '@khru/contracts';

/** An organisation's cost centres with their balances now, by code. */
export class ListCostCentresQuery extends Query<CostCentreBalance[]> {
  constructor(
    readonly orgId: string,
    readonly now: Date,
  ) {
    super();
  }
}
