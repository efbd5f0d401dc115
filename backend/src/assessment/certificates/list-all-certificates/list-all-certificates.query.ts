import { Query } from '@nestjs/cqrs';
import type { CertificateListResponse, CertificateStatus } from '@khru/contracts';

export class ListAllCertificatesQuery extends Query<CertificateListResponse> {
  constructor(
    readonly status: CertificateStatus | null,
    readonly search: string | null,
    readonly skip: number,
    readonly take: number,
  ) {
    super();
  }
}
