import { CREDIT_PRICE_EVENT_TYPES, CREDIT_PRICES_COLLECTION, type CreditPriceDocument, type CreditPriceEvent } from '@khru/contracts';
import type { RecordedEvent } from '@khru/platform';
import { asDomainEvent, type DocumentProjection } from '../projection.js';

export function evolveCreditPrice(document: CreditPriceDocument | null, recorded: RecordedEvent): CreditPriceDocument | null {
  const event = asDomainEvent<CreditPriceEvent>(recorded);
  switch (event.type) {
    case 'CreditPriceSet':
      return { _id: event.data.itemId, isBundle: event.data.isBundle, credits: event.data.credits, setAt: event.data.at };
    default: {
      const _exhaustive: never = event.type;
      return document;
    }
  }
}

/** Read model `credit-prices`: each course's and bundle's price in credits today, for the price list, the quote and enrolment. */
export const creditPricesProjection: DocumentProjection<CreditPriceDocument> = {
  kind: 'document',
  name: 'credit-prices',
  collection: CREDIT_PRICES_COLLECTION,
  handles: CREDIT_PRICE_EVENT_TYPES,
  documentId: (event) => (event.data as { itemId?: string }).itemId ?? null,
  evolve: evolveCreditPrice,
};
