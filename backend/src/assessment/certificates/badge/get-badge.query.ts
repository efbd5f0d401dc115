import { Query } from '@nestjs/cqrs';
import type { CertificateBadgeResponse } from '@khru/contracts';

export class GetBadgeQuery extends Query<CertificateBadgeResponse> {
  constructor(readonly certificateId: string) {
    super();
  }
}
