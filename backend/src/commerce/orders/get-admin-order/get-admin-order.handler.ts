import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ORDERS_COLLECTION, USERS_COLLECTION, type AdminOrderDetail, type OrderDocument, type UserDocument } from '@khru/contracts';
import type { DocumentStore } from '@khru/platform';
import { DomainError } from '../../../kernel/errors/domain-error.js';
import { DOCUMENT_STORE } from '../../../kernel/infrastructure/tokens.js';
import { learnerOf, toAdminOrderDetail } from '../admin-order.mapper.js';
import { GetAdminOrderQuery } from './get-admin-order.query.js';

/** Any order as support sees it: the buyer, lines, payment and what a refund would pay back now. */
@QueryHandler(GetAdminOrderQuery)
export class GetAdminOrderHandler implements IQueryHandler<GetAdminOrderQuery, AdminOrderDetail> {
  constructor(@Inject(DOCUMENT_STORE) private readonly documents: DocumentStore) {}

  async execute({ orderId, now }: GetAdminOrderQuery): Promise<AdminOrderDetail> {
    const order = await this.documents.collection<OrderDocument>(ORDERS_COLLECTION).findOne({ _id: orderId });
    if (!order) throw DomainError.notFound();
    const buyer = await this.documents.collection<UserDocument>(USERS_COLLECTION).findOne({ _id: order.userId });
    return toAdminOrderDetail(order, learnerOf(order.userId, buyer ?? undefined), now);
  }
}
