import { Query } from '@nestjs/cqrs';
import type { VoucherListResponse } from '@khru/contracts';
import type { VoucherState } from './voucher-filter.js';

export class SearchVouchersQuery extends Query<VoucherListResponse> {
  constructor(
    readonly search: string | undefined,
    readonly state: VoucherState | undefined,
    readonly skip: number,
    readonly take: number,
    readonly now: Date,
  ) {
    super();
  }
}
