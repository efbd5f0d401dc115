import { Query } from '@nestjs/cqrs';
import type { ItemRef, VoucherApplyResponse } from '@khru/contracts';

export class ApplyVoucherQuery extends Query<VoucherApplyResponse> {
  constructor(
    readonly userId: string,
    readonly voucherCode: string,
    readonly items: ItemRef[],
    readonly now: Date,
  ) {
    super();
  }
}
