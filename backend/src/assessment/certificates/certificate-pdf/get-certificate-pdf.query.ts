import { Query } from '@nestjs/cqrs';
import type { Caller } from '../../../kernel/auth/caller.js';

/** The PDF's bytes and the name to save it under. */
export interface CertificatePdfFile {
  bytes: Buffer;
  filename: string;
}

export class GetCertificatePdfQuery extends Query<CertificatePdfFile> {
  constructor(
    readonly caller: Caller,
    readonly certificateId: string,
  ) {
    super();
  }
}
