import { Query } from '@nestjs/cqrs';
import type { LicenceResponse } from '@khru/contracts';
import type { Caller } from '../../../kernel/auth/caller.js';

export class GetLicenceAsOfQuery extends Query<LicenceResponse> {
  constructor(
    readonly licenceId: string,
    readonly caller: Caller,
    readonly asOf: Date,
  ) {
    super();
  }
}
