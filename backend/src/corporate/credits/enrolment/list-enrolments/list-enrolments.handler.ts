import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CREDIT_ENROLMENTS_COLLECTION, type CreditEnrolmentDocument, type Paged } from '@khru/contracts';
import type { DocumentStore } from '@khru/platform';
import { DOCUMENT_STORE } from '../../../../kernel/infrastructure/tokens.js';
import { ListEnrolmentsQuery, type CreditEnrolmentRow } from './list-enrolments.query.js';

/** An organisation's enrolments by credits, most recent first (reversed ones too, marked). */
@QueryHandler(ListEnrolmentsQuery)
export class ListEnrolmentsHandler implements IQueryHandler<ListEnrolmentsQuery, Paged<CreditEnrolmentRow>> {
  constructor(@Inject(DOCUMENT_STORE) private readonly documents: DocumentStore) {}

  async execute({ orgId, skip, take }: ListEnrolmentsQuery): Promise<Paged<CreditEnrolmentRow>> {
    const enrolments = this.documents.collection<CreditEnrolmentDocument>(CREDIT_ENROLMENTS_COLLECTION);
    const [page, total] = await Promise.all([
      enrolments.find({ orgId }, { sort: { at: -1, _id: 1 }, skip, limit: take }).toArray(),
      enrolments.countDocuments({ orgId }),
    ]);
    return {
      items: page.map((e) => ({
        id: e._id,
        orgId: e.orgId,
        costCentreId: e.costCentreId,
        userId: e.userId,
        itemId: e.itemId,
        isBundle: e.isBundle,
        courseIds: e.courseIds,
        amount: e.amount,
        at: e.at,
        reversedAt: e.reversedAt,
      })),
      total,
    };
  }
}
