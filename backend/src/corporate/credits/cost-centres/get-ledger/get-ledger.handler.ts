import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { COST_CENTRES_COLLECTION, type CostCentreDocument, type LedgerPage } from '@khru/contracts';
import type { DocumentStore, EventStore } from '@khru/platform';
import { DOCUMENT_STORE, EVENT_STORE } from '../../../../kernel/infrastructure/tokens.js';
import { itemTitles } from '../../../audit/item-titles.js';
import { costCentreLedger } from '../ledger/cost-centre-ledger.js';
import { ledgerSubjects, namedEntry } from '../ledger/ledger-subjects.js';
import { GetLedgerQuery } from './get-ledger.query.js';
import { newestFirstPage } from './newest-first-page.js';

/** A page of the ledger from its events; the names of what its lines are about from the read models, for that page only. */
@QueryHandler(GetLedgerQuery)
export class GetLedgerHandler implements IQueryHandler<GetLedgerQuery, LedgerPage> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
  ) {}

  async execute({ costCentreId, asOf, now, skip, take }: GetLedgerQuery): Promise<LedgerPage> {
    const instant = asOf ?? now;
    const { unlimited, events, entries } = await costCentreLedger(this.store, costCentreId, instant);
    const subjects = ledgerSubjects(events);
    const page = newestFirstPage(
      entries.map((entry, index) => ({ entry, subject: subjects[index]! })),
      skip,
      take,
    );
    const [titles, names] = await Promise.all([
      itemTitles(
        this.documents,
        page.flatMap(({ subject }) => (subject.item ? [subject.item] : [])),
      ),
      this.costCentreNames(page.flatMap(({ subject }) => (subject.counterpartId ? [subject.counterpartId] : []))),
    ]);
    return {
      costCentreId,
      unlimited,
      asOf: instant.toISOString(),
      balance: entries.at(-1)!.balanceAfter,
      total: entries.length,
      items: page.map(({ entry, subject }) => namedEntry(entry, subject, titles, names)),
    };
  }

  private async costCentreNames(ids: string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const found = await this.documents
      .collection<CostCentreDocument>(COST_CENTRES_COLLECTION)
      .find({ _id: { $in: [...new Set(ids)] } }, { projection: { name: 1 } })
      .toArray();
    return new Map(found.map((c) => [c._id, c.name]));
  }
}
