import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CERTIFICATES_COLLECTION, type CertificateDocument } from '@khru/contracts';
import type { DocumentStore, RuntimeConfig } from '@khru/platform';
import { DOCUMENT_STORE, RUNTIME_CONFIG } from '../../../kernel/infrastructure/tokens.js';
import { badgeUrls } from '../badges/open-badge.js';
import { ListRevocationsQuery, type RevocationList } from './list-revocations.query.js';

/** The list every credential's `credentialStatus` names: a verifier finds a revoked credential's id here. */
@QueryHandler(ListRevocationsQuery)
export class ListRevocationsHandler implements IQueryHandler<ListRevocationsQuery, RevocationList> {
  constructor(
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
    @Inject(RUNTIME_CONFIG) private readonly config: RuntimeConfig,
  ) {}

  async execute(): Promise<RevocationList> {
    const urls = badgeUrls(this.config.publicUrl);
    const revoked = await this.documents
      .collection<CertificateDocument>(CERTIFICATES_COLLECTION)
      .find({ status: 'revoked' }, { sort: { revokedAt: 1, _id: 1 }, projection: { revokedReason: 1 } })
      .toArray();
    return {
      id: urls.revocations,
      issuer: urls.issuer,
      revokedCredentials: revoked.map((c) => ({ id: urls.credential(c._id), revocationReason: c.revokedReason ?? '' })),
    };
  }
}
