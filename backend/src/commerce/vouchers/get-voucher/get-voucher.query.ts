import { Query } from '@nestjs/cqrs';
import type { VoucherResponse } from '@khru/contracts';

export class GetVoucherQuery extends Query<VoucherResponse> {
  constructor(readonly code: string) {
    super();
  }
}
