import { Query } from '@nestjs/cqrs';
import type { LedgerPage } from '@khru/contracts';

/** A page of a cost centre's ledger, newest first, from its events up to `asOf` (now when null). */
export class GetLedgerQuery extends Query<LedgerPage> {
  constructor(
    readonly costCentreId: string,
    readonly asOf: Date | null,
    readonly now: Date,
    readonly skip: number,
    readonly take: number,
  ) {
    super();
  }
}
