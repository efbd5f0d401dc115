import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { CertificateListResponse } from '@khru/contracts';
import type { DocumentStore, Filter, RuntimeConfig } from '@khru/platform';
import { DOCUMENT_STORE, RUNTIME_CONFIG } from '../../../kernel/infrastructure/tokens.js';
import { certificatePage } from '../certificate-page.js';
import { toCertificateResponse } from '../certificate-responses.js';
import { ListAllCertificatesQuery } from './list-all-certificates.query.js';
import { escapeRegex } from '../../../kernel/read-models/text-search.js';

/** Every learner's certificates for platform admins, newest first, of one status and matching words (number, holder, title) if asked. */
@QueryHandler(ListAllCertificatesQuery)
export class ListAllCertificatesHandler implements IQueryHandler<ListAllCertificatesQuery, CertificateListResponse> {
  constructor(
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
    @Inject(RUNTIME_CONFIG) private readonly config: RuntimeConfig,
  ) {}

  async execute({ status, search, skip, take }: ListAllCertificatesQuery): Promise<CertificateListResponse> {
    const filter: Filter = {
      ...(status ? { status } : {}),
      ...(search ? { searchText: { $regex: escapeRegex(search.toLowerCase()) } } : {}),
    };
    const { docs, totalCount } = await certificatePage(this.documents, filter, skip, take);
    return { data: docs.map((d) => toCertificateResponse(d, this.config.publicUrl)), totalCount };
  }
}
