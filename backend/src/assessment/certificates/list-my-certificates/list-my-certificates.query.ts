import { Query } from '@nestjs/cqrs';
import type { CertificateListResponse } from '@khru/contracts';

export class ListMyCertificatesQuery extends Query<CertificateListResponse> {
  constructor(
    readonly userId: string,
    readonly filter: unknown,
    readonly skip: number,
    readonly take: number,
  ) {
    super();
  }
}
