import { Query } from '@nestjs/cqrs';
import type { AdminOrderDetail } from '@khru/contracts';

export class GetAdminOrderQuery extends Query<AdminOrderDetail> {
  constructor(
    readonly orderId: string,
    readonly now: Date,
  ) {
    super();
  }
}
