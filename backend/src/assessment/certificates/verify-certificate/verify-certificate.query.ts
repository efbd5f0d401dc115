import { Query } from '@nestjs/cqrs';
import type { CertificateVerification } from '@khru/contracts';

export class VerifyCertificateQuery extends Query<CertificateVerification> {
  constructor(readonly certificateId: string) {
    super();
  }
}
