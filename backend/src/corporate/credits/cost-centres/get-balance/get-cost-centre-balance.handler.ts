import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { COST_CENTRES_COLLECTION, costCentreStream, type CostCentreBalance, type CostCentreDocument } from '@khru/contracts';
import type { DocumentStore, EventStore } from '@khru/platform';
import { DomainError } from '../../../../kernel/errors/domain-error.js';
import { DOCUMENT_STORE, EVENT_STORE } from '../../../../kernel/infrastructure/tokens.js';
import { readStreamAsOf } from '../../../as-of/read-stream-as-of.js';
import { costCentreBalanceOf } from '../ledger/cost-centre-as-of.js';
import { GetCostCentreBalanceQuery } from './get-cost-centre-balance.query.js';

/**
 * Now: the read model (the stream when it has not caught up yet). As of an instant: the stream's
 * events up to it, folded (never today's document); NOT_FOUND when the cost centre did not exist then.
 */
@QueryHandler(GetCostCentreBalanceQuery)
export class GetCostCentreBalanceHandler implements IQueryHandler<GetCostCentreBalanceQuery, CostCentreBalance> {
  constructor(
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async execute({ costCentreId, asOf, now }: GetCostCentreBalanceQuery): Promise<CostCentreBalance> {
    if (!asOf) {
      const document = await this.documents.collection<CostCentreDocument>(COST_CENTRES_COLLECTION).findOne({ _id: costCentreId });
      if (document) {
        const { _id, orgId, code, name, unlimited, balance, used, expiresAt } = document;
        return { id: _id, orgId, code, name, unlimited, balance, used, expiresAt, asOf: now.toISOString() };
      }
    }
    const instant = asOf ?? now;
    const balance = costCentreBalanceOf(await readStreamAsOf(this.store, costCentreStream(costCentreId), instant), instant.toISOString());
    if (!balance) throw DomainError.notFound();
    return balance;
  }
}
