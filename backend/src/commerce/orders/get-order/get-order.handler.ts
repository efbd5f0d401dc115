import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ORDERS_COLLECTION, type OrderDocument, type OrderResponse } from '@khru/contracts';
import type { DocumentStore } from '@khru/platform';
import { DomainError } from '../../../kernel/errors/domain-error.js';
import { DOCUMENT_STORE } from '../../../kernel/infrastructure/tokens.js';
import { toOrderResponse } from '../order-response.mapper.js';
import { GetOrderQuery } from './get-order.query.js';

/** An order for its owner (or an administrator); anyone else is told it does not exist. */
@QueryHandler(GetOrderQuery)
export class GetOrderHandler implements IQueryHandler<GetOrderQuery, OrderResponse> {
  constructor(@Inject(DOCUMENT_STORE) private readonly documents: DocumentStore) {}

  async execute({ orderId, caller }: GetOrderQuery): Promise<OrderResponse> {
    const order = await this.documents.collection<OrderDocument>(ORDERS_COLLECTION).findOne({ _id: orderId });
    if (!order || (order.userId !== caller.userId && !caller.permissions.includes('ADMIN'))) throw DomainError.notFound();
    return toOrderResponse(order, new Date());
  }
}
