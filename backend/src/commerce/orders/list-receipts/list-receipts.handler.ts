import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ORDERS_COLLECTION, type OrderDocument, type ReceiptListResponse } from '@khru/contracts';
import type { DocumentStore } from '@khru/platform';
import { DOCUMENT_STORE } from '../../../kernel/infrastructure/tokens.js';
import { toOrderResponse } from '../order-response.mapper.js';
import { ListReceiptsQuery } from './list-receipts.query.js';

/** The learner's paid (and refunded) orders with their receipts, newest first (the profile's Receipts and Purchases tab). */
@QueryHandler(ListReceiptsQuery)
export class ListReceiptsHandler implements IQueryHandler<ListReceiptsQuery, ReceiptListResponse> {
  constructor(@Inject(DOCUMENT_STORE) private readonly documents: DocumentStore) {}

  async execute({ userId }: ListReceiptsQuery): Promise<ReceiptListResponse> {
    const orders = await this.documents
      .collection<OrderDocument>(ORDERS_COLLECTION)
      .find({ userId, status: { $in: ['paid', 'refunded'] } }, { sort: { paidAt: -1, _id: 1 } })
      .toArray();
    return { data: orders.map((o) => toOrderResponse(o, new Date())) };
  }
}
