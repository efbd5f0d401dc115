import { Query } from '@nestjs/cqrs';
import type { PublicCertificateListResponse } from '@khru/contracts';

export class ListPublicCertificatesQuery extends Query<PublicCertificateListResponse> {
  constructor(
    readonly userId: string,
    readonly skip: number,
    readonly take: number,
  ) {
    super();
  }
}
