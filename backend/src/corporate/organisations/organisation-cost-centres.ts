import { Inject, Injectable } from '@nestjs/common';
import { COST_CENTRES_COLLECTION, type CostCentreDocument } from '@khru/contracts';
import type { DocumentStore } from '@khru/platform';
import { DomainError } from '../../kernel/errors/domain-error.js';
import { DOCUMENT_STORE } from '../../kernel/infrastructure/tokens.js';

/** The cost centres of one organisation, as the `cost-centres` read model knows them: a person is placed in one of their own organisation's. */
@Injectable()
export class OrganisationCostCentres {
  constructor(@Inject(DOCUMENT_STORE) private readonly documents: DocumentStore) {}

  /** Each cost centre's id by its code, upper-cased (codes in a file compare without case). */
  async byCode(orgId: string): Promise<Map<string, string>> {
    const found = await this.documents
      .collection<CostCentreDocument>(COST_CENTRES_COLLECTION)
      .find({ orgId }, { projection: { _id: 1, code: 1 } })
      .toArray();
    return new Map(found.map((c) => [c.code.toUpperCase(), c._id]));
  }

  /** BAD_REQUEST (rule unknownCostCentre) on `costCentreId` unless the cost centre is the organisation's. */
  async assertOwn(orgId: string, costCentreId: string): Promise<void> {
    const found = await this.documents
      .collection<CostCentreDocument>(COST_CENTRES_COLLECTION)
      .findOne({ _id: costCentreId, orgId }, { projection: { _id: 1 } });
    if (!found) throw DomainError.badRequest([{ field: 'costCentreId', code: 'BAD_REQUEST', rule: 'unknownCostCentre' }]);
  }
}
