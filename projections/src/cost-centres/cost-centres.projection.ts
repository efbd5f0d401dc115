import { COST_CENTRE_EVENT_TYPES, COST_CENTRES_COLLECTION, creditDelta, type CostCentreDocument, type CostCentreEvent } from '@khru/contracts';
import type { RecordedEvent } from '@khru/platform';
import { asDomainEvent, type DocumentProjection } from '../projection.js';

export function evolveCostCentre(document: CostCentreDocument | null, recorded: RecordedEvent): CostCentreDocument | null {
  const event = asDomainEvent<CostCentreEvent>(recorded);
  if (event.type === 'CostCentreOpened') {
    const { costCentreId, orgId, code, name, unlimited, expiresAt, at } = event.data;
    return { _id: costCentreId, orgId, code, name, unlimited, balance: 0, used: 0, deposited: 0, expiresAt, expired: false, openedAt: at };
  }
  // Every other event follows the opening in its stream.
  if (!document) return null;
  const balance = document.balance + creditDelta(event);
  switch (event.type) {
    case 'CreditsDeposited':
      return { ...document, balance, deposited: document.deposited + event.data.amount };
    case 'CreditsDeducted':
      return { ...document, balance, used: document.used + event.data.amount };
    case 'CreditsReversed':
      return { ...document, balance, used: document.used - event.data.amount };
    case 'CreditsTransferredOut':
    case 'CreditsTransferredIn':
      return { ...document, balance };
    case 'CreditsExpired':
      return { ...document, balance, expired: true };
    default: {
      const _exhaustive: never = event;
      return document;
    }
  }
}

/** Read model `cost-centres`: each cost centre's balance today, listed per organisation. */
export const costCentresProjection: DocumentProjection<CostCentreDocument> = {
  kind: 'document',
  name: 'cost-centres',
  collection: COST_CENTRES_COLLECTION,
  handles: COST_CENTRE_EVENT_TYPES,
  documentId: (event) => (event.data as { costCentreId?: string }).costCentreId ?? null,
  evolve: evolveCostCentre,
  indexes: [{ keys: { orgId: 1, code: 1 } }],
};
