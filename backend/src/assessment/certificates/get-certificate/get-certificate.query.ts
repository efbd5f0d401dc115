import { Query } from '@nestjs/cqrs';
import type { CertificateResponse } from '@khru/contracts';
import type { Caller } from '../../../kernel/auth/caller.js';

export class GetCertificateQuery extends Query<CertificateResponse> {
  constructor(
    readonly caller: Caller,
    readonly certificateId: string,
  ) {
    super();
  }
}
