import { CREDIT_ENROLMENTS_COLLECTION, type CostCentreEvent, type CreditEnrolmentDocument } from '@khru/contracts';
import type { RecordedEvent } from '@khru/platform';
import { asDomainEvent, type DocumentProjection } from '../projection.js';

export function evolveCreditEnrolment(document: CreditEnrolmentDocument | null, recorded: RecordedEvent): CreditEnrolmentDocument | null {
  const event = asDomainEvent<CostCentreEvent>(recorded);
  switch (event.type) {
    case 'CreditsDeducted': {
      const { enrolmentId, orgId, costCentreId, userId, itemId, isBundle, courseIds, amount, at } = event.data;
      return { _id: enrolmentId, orgId, costCentreId, userId, itemId, isBundle, courseIds, amount, at, reversedAt: null };
    }
    case 'CreditsReversed':
      return document && { ...document, reversedAt: event.data.at };
    default:
      return document;
  }
}

/**
 * Read model `credit-enrolments`: every enrolment by credits (one per deduction) and whether it was
 * reversed, for an organisation's recent enrolments, the credit quote and the employee's courses.
 */
export const creditEnrolmentsProjection: DocumentProjection<CreditEnrolmentDocument> = {
  kind: 'document',
  name: 'credit-enrolments',
  collection: CREDIT_ENROLMENTS_COLLECTION,
  handles: ['CreditsDeducted', 'CreditsReversed'],
  documentId: (event) => (event.data as { enrolmentId?: string }).enrolmentId ?? null,
  evolve: evolveCreditEnrolment,
  indexes: [{ keys: { orgId: 1, at: -1 } }, { keys: { userId: 1, itemId: 1 } }],
};
