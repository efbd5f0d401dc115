import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { CertificateListResponse } from '@khru/contracts';
import type { DocumentStore, RuntimeConfig } from '@khru/platform';
import { DOCUMENT_STORE, RUNTIME_CONFIG } from '../../../kernel/infrastructure/tokens.js';
import { certificateFilter } from '../certificate-filter.js';
import { certificatePage } from '../certificate-page.js';
import { toCertificateResponse } from '../certificate-responses.js';
import { ListMyCertificatesQuery } from './list-my-certificates.query.js';

/** The caller's certificates, newest first, revoked ones included (marked so). */
@QueryHandler(ListMyCertificatesQuery)
export class ListMyCertificatesHandler implements IQueryHandler<ListMyCertificatesQuery, CertificateListResponse> {
  constructor(
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
    @Inject(RUNTIME_CONFIG) private readonly config: RuntimeConfig,
  ) {}

  async execute({ userId, filter, skip, take }: ListMyCertificatesQuery): Promise<CertificateListResponse> {
    const { docs, totalCount } = await certificatePage(this.documents, { ...certificateFilter(filter), userId }, skip, take);
    return { data: docs.map((d) => toCertificateResponse(d, this.config.publicUrl)), totalCount };
  }
}
