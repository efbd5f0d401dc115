import { Query } from '@nestjs/cqrs';
import type { CostCentreBalance } from '@khru/contracts';

/** A cost centre's balance now (`asOf` null) or as of an instant. */
export class GetCostCentreBalanceQuery extends Query<CostCentreBalance> {
  constructor(
    readonly costCentreId: string,
    readonly asOf: Date | null,
    readonly now: Date,
  ) {
    super();
  }
}
