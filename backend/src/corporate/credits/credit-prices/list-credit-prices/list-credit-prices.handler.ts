import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CREDIT_PRICES_COLLECTION, type CreditPriceDocument, type Paged } from '@khru/contracts';
import type { DocumentStore } from '@khru/platform';
import { DOCUMENT_STORE } from '../../../../kernel/infrastructure/tokens.js';
import { ListCreditPricesQuery } from './list-credit-prices.query.js';

/** Every course's and bundle's price in credits, by item id. */
@QueryHandler(ListCreditPricesQuery)
export class ListCreditPricesHandler implements IQueryHandler<ListCreditPricesQuery, Paged<CreditPriceDocument>> {
  constructor(@Inject(DOCUMENT_STORE) private readonly documents: DocumentStore) {}

  async execute({ skip, take }: ListCreditPricesQuery): Promise<Paged<CreditPriceDocument>> {
    const prices = this.documents.collection<CreditPriceDocument>(CREDIT_PRICES_COLLECTION);
    const [page, total] = await Promise.all([prices.find({}, { sort: { _id: 1 }, skip, limit: take }).toArray(), prices.countDocuments({})]);
    return { items: page.map(({ _id, isBundle, credits, setAt }) => ({ _id, isBundle, credits, setAt })), total };
  }
}
