import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { CertificateBadgeResponse } from '@khru/contracts';
import type { DocumentStore, RuntimeConfig } from '@khru/platform';
import { DomainError } from '../../../kernel/errors/domain-error.js';
import { DOCUMENT_STORE, RUNTIME_CONFIG } from '../../../kernel/infrastructure/tokens.js';
import { BadgeSigner } from '../badges/badge-signer.js';
import { openBadgeCredential } from '../badges/open-badge.js';
import { findCertificate } from '../certificate-page.js';
import { GetBadgeQuery } from './get-badge.query.js';

/**
 * A certificate's Open Badges 3.0 credential and its VC-JWT. The credential never changes once issued (EdDSA
 * signs it the same way every time); a revocation is published in the issuer's revocation list, which the
 * credential's status entry names, and repeated here beside the signature.
 */
@QueryHandler(GetBadgeQuery)
export class GetBadgeHandler implements IQueryHandler<GetBadgeQuery, CertificateBadgeResponse> {
  constructor(
    private readonly signer: BadgeSigner,
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
    @Inject(RUNTIME_CONFIG) private readonly config: RuntimeConfig,
  ) {}

  async execute({ certificateId }: GetBadgeQuery): Promise<CertificateBadgeResponse> {
    const certificate = await findCertificate(this.documents, certificateId);
    if (!certificate) throw DomainError.notFound();
    const credential = openBadgeCredential(this.config.publicUrl, { ...certificate, id: certificate._id });
    return {
      credential,
      jwt: await this.signer.sign(credential),
      revoked: certificate.status === 'revoked',
      revokedAt: certificate.revokedAt,
      revokedReason: certificate.revokedReason,
    };
  }
}
