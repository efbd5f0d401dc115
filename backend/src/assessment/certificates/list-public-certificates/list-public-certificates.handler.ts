import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { USERS_COLLECTION, type PublicCertificateListResponse, type UserDocument } from '@khru/contracts';
import type { DocumentStore, RuntimeConfig } from '@khru/platform';
import { DomainError } from '../../../kernel/errors/domain-error.js';
import { DOCUMENT_STORE, RUNTIME_CONFIG } from '../../../kernel/infrastructure/tokens.js';
import { certificatePage } from '../certificate-page.js';
import { toVerification } from '../certificate-responses.js';
import { ListPublicCertificatesQuery } from './list-public-certificates.query.js';

/** A public profile's certificates: the valid ones, and only while the learner's "certificates" switch is on (FORBIDDEN otherwise). */
@QueryHandler(ListPublicCertificatesQuery)
export class ListPublicCertificatesHandler implements IQueryHandler<ListPublicCertificatesQuery, PublicCertificateListResponse> {
  constructor(
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
    @Inject(RUNTIME_CONFIG) private readonly config: RuntimeConfig,
  ) {}

  async execute({ userId, skip, take }: ListPublicCertificatesQuery): Promise<PublicCertificateListResponse> {
    const user = await this.documents.collection<UserDocument>(USERS_COLLECTION).findOne({ _id: userId }, { projection: { publicProfileSettings: 1 } });
    if (!user) throw DomainError.notFound();
    if (!user.publicProfileSettings?.showCertificates) throw new DomainError('FORBIDDEN');
    const { docs, totalCount } = await certificatePage(this.documents, { userId, status: { $ne: 'revoked' } }, skip, take);
    return { data: docs.map((d) => toVerification(d, this.config.publicUrl)), totalCount };
  }
}
