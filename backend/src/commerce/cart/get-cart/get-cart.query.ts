import { Query } from '@nestjs/cqrs';
import type { CartResponse } from '@khru/contracts';

export class GetCartQuery extends Query<CartResponse> {
  constructor(
    readonly userId: string,
    readonly now: Date,
  ) {
    super();
  }
}
