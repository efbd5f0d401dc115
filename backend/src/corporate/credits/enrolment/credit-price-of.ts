import { CREDIT_PRICES_COLLECTION, type CreditPriceDocument, type ItemRef } from '@khru/contracts';
import type { DocumentStore } from '@khru/platform';
import { DomainError } from '../../../kernel/errors/domain-error.js';

/** The item's price in credits; 400 `noCreditPrice` on `itemId` while a platform admin has set none. */
export async function creditPriceOf(documents: DocumentStore, item: ItemRef): Promise<number> {
  const price = await documents.collection<CreditPriceDocument>(CREDIT_PRICES_COLLECTION).findOne({ _id: item.itemId, isBundle: item.isBundle });
  if (!price) throw DomainError.badRequest([{ field: 'itemId', code: 'BAD_REQUEST', rule: 'noCreditPrice' }]);
  return price.credits;
}
