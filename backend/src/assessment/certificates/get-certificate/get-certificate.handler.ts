import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { CertificateResponse } from '@khru/contracts';
import type { DocumentStore, RuntimeConfig } from '@khru/platform';
import { DomainError } from '../../../kernel/errors/domain-error.js';
import { DOCUMENT_STORE, RUNTIME_CONFIG } from '../../../kernel/infrastructure/tokens.js';
import { findCertificate } from '../certificate-page.js';
import { mayRead, toCertificateResponse } from '../certificate-responses.js';
import { GetCertificateQuery } from './get-certificate.query.js';

/** One certificate for its holder or a platform admin; to anyone else it does not exist. */
@QueryHandler(GetCertificateQuery)
export class GetCertificateHandler implements IQueryHandler<GetCertificateQuery, CertificateResponse> {
  constructor(
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
    @Inject(RUNTIME_CONFIG) private readonly config: RuntimeConfig,
  ) {}

  async execute({ caller, certificateId }: GetCertificateQuery): Promise<CertificateResponse> {
    const certificate = await findCertificate(this.documents, certificateId);
    if (!certificate || !mayRead(caller, certificate.userId)) throw DomainError.notFound();
    return toCertificateResponse(certificate, this.config.publicUrl);
  }
}
