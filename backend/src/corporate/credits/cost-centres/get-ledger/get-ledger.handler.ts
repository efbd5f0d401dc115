import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { LedgerPage } from '@khru/contracts';
import type { EventStore } from '@khru/platform';
import { EVENT_STORE } from '../../../../kernel/infrastructure/tokens.js';
import { costCentreLedger } from '../ledger/cost-centre-ledger.js';
import { GetLedgerQuery } from './get-ledger.query.js';

@QueryHandler(GetLedgerQuery)
export class GetLedgerHandler implements IQueryHandler<GetLedgerQuery, LedgerPage> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ costCentreId, asOf, now, skip, take }: GetLedgerQuery): Promise<LedgerPage> {
    const instant = asOf ?? now;
    const { unlimited, entries } = await costCentreLedger(this.store, costCentreId, instant);
    return {
      costCentreId,
      unlimited,
      asOf: instant.toISOString(),
      balance: entries.at(-1)!.balanceAfter,
      total: entries.length,
      items: entries.slice(skip, skip + take),
    };
  }
}
