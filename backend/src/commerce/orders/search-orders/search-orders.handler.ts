import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ORDERS_COLLECTION, USERS_COLLECTION, startOfReportDay, type AdminOrderSearchResponse, type OrderDocument, type UserDocument } from '@khru/contracts';
import type { DocumentStore, Filter } from '@khru/platform';
import { DOCUMENT_STORE } from '../../../kernel/infrastructure/tokens.js';
import { escapeRegex } from '../../../kernel/read-models/text-search.js';
import { learnerOf, toAdminOrderSummary } from '../admin-order.mapper.js';
import { SearchOrdersQuery } from './search-orders.query.js';

const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 24 * 3600 * 1000;
/** Learners a name or email part may match; past this the admin narrows the words. */
const MAX_LEARNERS = 500;

/** A day (`YYYY-MM-DD`) is a Bangkok day, `to` included; an instant is taken as it is. */
function placedBetween(from: string | undefined, to: string | undefined): Filter {
  const range: Record<string, string> = {};
  if (from) range.$gte = (DAY_ONLY.test(from) ? startOfReportDay(from) : new Date(from)).toISOString();
  if (to) {
    if (DAY_ONLY.test(to)) range.$lt = new Date(startOfReportDay(to).getTime() + DAY_MS).toISOString();
    else range.$lte = new Date(to).toISOString();
  }
  return Object.keys(range).length > 0 ? { placedAt: range } : {};
}

/** A receipt reads as a whole, by its start (`KR-20261207`) or by its last characters, which a learner quoting it over the phone gives. */
const receiptStartOrEnd = (text: string) => `^${escapeRegex(text)}|${escapeRegex(text)}$`;

/** Orders for support: by receipt number (whole, its start or its end), learner (part of a name or email), placed days and status; newest first. */
@QueryHandler(SearchOrdersQuery)
export class SearchOrdersHandler implements IQueryHandler<SearchOrdersQuery, AdminOrderSearchResponse> {
  constructor(@Inject(DOCUMENT_STORE) private readonly documents: DocumentStore) {}

  async execute({ request }: SearchOrdersQuery): Promise<AdminOrderSearchResponse> {
    const users = this.documents.collection<UserDocument>(USERS_COLLECTION);
    const learnerText = request.learner?.trim().toLowerCase();
    const learnerIds = learnerText
      ? (await users.find({ searchText: { $regex: escapeRegex(learnerText) } }, { projection: { _id: 1 }, limit: MAX_LEARNERS }).toArray()).map((u) => u._id)
      : null;
    const receipt = request.receiptNo?.trim();
    const filter: Filter = {
      $and: [
        receipt ? { receiptNo: { $regex: receiptStartOrEnd(receipt), $options: 'i' } } : {},
        learnerIds ? { userId: { $in: learnerIds } } : {},
        placedBetween(request.from, request.to),
        request.status ? { status: request.status } : {},
      ],
    };
    const orders = this.documents.collection<OrderDocument>(ORDERS_COLLECTION);
    const [docs, totalCount] = await Promise.all([
      orders.find(filter, { sort: { placedAt: -1, _id: 1 }, skip: request.skip ?? 0, limit: request.take ?? 25 }).toArray(),
      orders.countDocuments(filter),
    ]);
    const buyers = await users.find({ _id: { $in: [...new Set(docs.map((d) => d.userId))] } }).toArray();
    return {
      data: docs.map((d) =>
        toAdminOrderSummary(
          d,
          learnerOf(
            d.userId,
            buyers.find((u) => u._id === d.userId),
          ),
        ),
      ),
      totalCount,
    };
  }
}
