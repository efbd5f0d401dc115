import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { VOUCHERS_COLLECTION, type VoucherDocument, type VoucherListResponse } from '@khru/contracts';
import type { DocumentStore } from '@khru/platform';
import { DOCUMENT_STORE } from '../../../kernel/infrastructure/tokens.js';
import { voucherResponse } from '../voucher-response.js';
import { SearchVouchersQuery } from './search-vouchers.query.js';
import { voucherFilter } from './voucher-filter.js';

/** The vouchers list: newest first, by part of a code and by state. */
@QueryHandler(SearchVouchersQuery)
export class SearchVouchersHandler implements IQueryHandler<SearchVouchersQuery, VoucherListResponse> {
  constructor(@Inject(DOCUMENT_STORE) private readonly documents: DocumentStore) {}

  async execute({ search, state, skip, take, now }: SearchVouchersQuery): Promise<VoucherListResponse> {
    const vouchers = this.documents.collection<VoucherDocument>(VOUCHERS_COLLECTION);
    const filter = voucherFilter(search, state, now);
    const [documents, totalCount] = await Promise.all([
      vouchers.find(filter, { sort: { createdAt: -1, _id: 1 }, skip, limit: take }).toArray(),
      vouchers.countDocuments(filter),
    ]);
    return { data: documents.map(voucherResponse), totalCount };
  }
}
