import { Query } from '@nestjs/cqrs';
import type { LedgerExportLine } from '@khru/contracts';

/** A cost centre's whole ledger up to `asOf` (now when null), hash-chained for export. */
export class ExportLedgerQuery extends Query<LedgerExportLine[]> {
  constructor(
    readonly costCentreId: string,
    readonly asOf: Date | null,
    readonly now: Date,
  ) {
    super();
  }
}
