import { Query } from '@nestjs/cqrs';
import type { OrderResponse } from '@khru/contracts';
import type { Caller } from '../../../kernel/auth/caller.js';

export class GetOrderQuery extends Query<OrderResponse> {
  constructor(
    readonly orderId: string,
    readonly caller: Caller,
  ) {
    super();
  }
}
