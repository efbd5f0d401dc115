import { Query } from '@nestjs/cqrs';
import type { AuditPurchasesResponse } from '@khru/contracts';
import type { Caller } from '../../../kernel/auth/caller.js';

export class GetPurchasesAsOfQuery extends Query<AuditPurchasesResponse> {
  constructor(
    readonly userId: string,
    readonly caller: Caller,
    readonly asOf: Date,
  ) {
    super();
  }
}
