import { Query } from '@nestjs/cqrs';
import type { TestInfoResponse } from '@khru/contracts';
import type { Caller } from '../../../kernel/auth/caller.js';

/** `GET testapi/test/{courseId}/info`. */
export class GetTestInfoQuery extends Query<TestInfoResponse> {
  constructor(
    readonly caller: Caller,
    readonly courseId: string,
    readonly now: Date,
  ) {
    super();
  }
}
