import { Query } from '@nestjs/cqrs';
import type { LicenceResponse } from '@khru/contracts';
import type { Caller } from '../../../kernel/auth/caller.js';

export class ListLicencesQuery extends Query<LicenceResponse[]> {
  constructor(
    readonly orgId: string,
    readonly caller: Caller,
    readonly now: Date,
  ) {
    super();
  }
}
