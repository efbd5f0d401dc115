import { Query } from '@nestjs/cqrs';
import type { UserResponse } from '@khru/contracts';

export class GetUserQuery extends Query<UserResponse> {
  constructor(readonly userId: string) {
    super();
  }
}
