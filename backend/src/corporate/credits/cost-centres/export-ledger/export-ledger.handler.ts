import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { chainLedger, type LedgerExportLine } from '@khru/contracts';
import type { EventStore } from '@khru/platform';
import { createHash } from 'node:crypto';
import { EVENT_STORE } from '../../../../kernel/infrastructure/tokens.js';
import { costCentreLedger } from '../ledger/cost-centre-ledger.js';
import { ExportLedgerQuery } from './export-ledger.query.js';

const sha256 = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

@QueryHandler(ExportLedgerQuery)
export class ExportLedgerHandler implements IQueryHandler<ExportLedgerQuery, LedgerExportLine[]> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ costCentreId, asOf, now }: ExportLedgerQuery): Promise<LedgerExportLine[]> {
    const { unlimited, entries } = await costCentreLedger(this.store, costCentreId, asOf ?? now);
    return chainLedger(costCentreId, unlimited, entries, sha256);
  }
}
