import { Query } from '@nestjs/cqrs';
import type { ReceiptListResponse } from '@khru/contracts';

export class ListReceiptsQuery extends Query<ReceiptListResponse> {
  constructor(readonly userId: string) {
    super();
  }
}
