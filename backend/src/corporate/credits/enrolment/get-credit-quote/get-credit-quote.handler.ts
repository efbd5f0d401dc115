import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  COST_CENTRES_COLLECTION,
  CREDIT_ENROLMENTS_COLLECTION,
  type CostCentreDocument,
  type CreditEnrolmentDocument,
  type CreditQuote,
} from '@khru/contracts';
import type { DocumentStore } from '@khru/platform';
import { DOCUMENT_STORE } from '../../../../kernel/infrastructure/tokens.js';
import { OrganisationScope } from '../../../org-scope/organisation-scope.js';
import { creditPriceOf } from '../credit-price-of.js';
import { holdsLicenceFor } from '../licence-covering.js';
import { GetCreditQuoteQuery } from './get-credit-quote.query.js';

/**
 * What the confirm dialog shows before an enrolment by credits: the price, the member's cost centre
 * and its balance, whether a licence covers the item and whether they are already enrolled in it.
 */
@QueryHandler(GetCreditQuoteQuery)
export class GetCreditQuoteHandler implements IQueryHandler<GetCreditQuoteQuery, CreditQuote> {
  constructor(
    private readonly scope: OrganisationScope,
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
  ) {}

  async execute({ userId, item, now }: GetCreditQuoteQuery): Promise<CreditQuote> {
    const credits = await creditPriceOf(this.documents, item);
    const employee = await this.scope.organisationOf(userId);
    const [centre, hasLicence, enrolment] = await Promise.all([
      employee?.costCentreId
        ? this.documents.collection<CostCentreDocument>(COST_CENTRES_COLLECTION).findOne({ _id: employee.costCentreId })
        : Promise.resolve(null),
      employee ? holdsLicenceFor(this.documents, userId, employee.orgId, item, now) : Promise.resolve(false),
      this.documents
        .collection<CreditEnrolmentDocument>(CREDIT_ENROLMENTS_COLLECTION)
        .findOne({ userId, itemId: item.itemId, isBundle: item.isBundle, reversedAt: null }, { projection: { _id: 1 } }),
    ]);
    return {
      ...item,
      credits,
      costCentre: centre && { id: centre._id, name: centre.name, balance: centre.balance, unlimited: centre.unlimited },
      hasLicence,
      alreadyEnrolled: enrolment !== null,
    };
  }
}
