import { Query } from '@nestjs/cqrs';
import type { MembershipResponse } from '@khru/contracts';

export class GetMembershipQuery extends Query<MembershipResponse> {
  constructor(readonly userId: string) {
    super();
  }
}
