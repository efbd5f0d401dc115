import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { CertificateVerification } from '@khru/contracts';
import type { DocumentStore, RuntimeConfig } from '@khru/platform';
import { DomainError } from '../../../kernel/errors/domain-error.js';
import { DOCUMENT_STORE, RUNTIME_CONFIG } from '../../../kernel/infrastructure/tokens.js';
import { findCertificate } from '../certificate-page.js';
import { toVerification } from '../certificate-responses.js';
import { VerifyCertificateQuery } from './verify-certificate.query.js';

/** What the QR code's page shows anyone: who holds it, for what, since when, and whether it still stands. */
@QueryHandler(VerifyCertificateQuery)
export class VerifyCertificateHandler implements IQueryHandler<VerifyCertificateQuery, CertificateVerification> {
  constructor(
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
    @Inject(RUNTIME_CONFIG) private readonly config: RuntimeConfig,
  ) {}

  async execute({ certificateId }: VerifyCertificateQuery): Promise<CertificateVerification> {
    const certificate = await findCertificate(this.documents, certificateId);
    if (!certificate) throw DomainError.notFound();
    return toVerification(certificate, this.config.publicUrl);
  }
}
