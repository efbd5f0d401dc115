import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { COST_CENTRES_COLLECTION, ORGANISATIONS_COLLECTION, type CostCentreBalance, type CostCentreDocument, type OrganisationDocument } from '@khru/contracts';
import type { DocumentStore } from '@khru/platform';
import { DomainError } from '../../../../kernel/errors/domain-error.js';
import { DOCUMENT_STORE } from '../../../../kernel/infrastructure/tokens.js';
import { ListCostCentresQuery } from './list-cost-centres.query.js';

@QueryHandler(ListCostCentresQuery)
export class ListCostCentresHandler implements IQueryHandler<ListCostCentresQuery, CostCentreBalance[]> {
  constructor(@Inject(DOCUMENT_STORE) private readonly documents: DocumentStore) {}

  async execute({ orgId, now }: ListCostCentresQuery): Promise<CostCentreBalance[]> {
    if (!(await this.documents.collection<OrganisationDocument>(ORGANISATIONS_COLLECTION).findOne({ _id: orgId }))) throw DomainError.notFound();
    const documents = await this.documents
      .collection<CostCentreDocument>(COST_CENTRES_COLLECTION)
      .find({ orgId }, { sort: { code: 1 } })
      .toArray();
    const asOf = now.toISOString();
    return documents.map(({ _id, orgId: org, code, name, unlimited, balance, used, expiresAt }) => ({
      id: _id,
      orgId: org,
      code,
      name,
      unlimited,
      balance,
      used,
      expiresAt,
      asOf,
    }));
  }
}
