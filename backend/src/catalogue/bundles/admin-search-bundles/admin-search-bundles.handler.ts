import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { BUNDLES_COLLECTION, type AdminBundleSearchResponse, type BundleDocument } from '@khru/contracts';
import type { DocumentStore, Filter } from '@khru/platform';
import { DOCUMENT_STORE } from '../../../kernel/infrastructure/tokens.js';
import { containsWords } from '../../../kernel/read-models/text-search.js';
import { toAdminBundleSummary } from '../bundle-authoring.mapper.js';
import { AdminSearchBundlesQuery } from './admin-search-bundles.query.js';

/** Every bundle whatever its status, by name words (English or Thai), status and kind; newest first unless sorted. */
@QueryHandler(AdminSearchBundlesQuery)
export class AdminSearchBundlesHandler implements IQueryHandler<AdminSearchBundlesQuery, AdminBundleSearchResponse> {
  constructor(@Inject(DOCUMENT_STORE) private readonly documents: DocumentStore) {}

  async execute({ request, now }: AdminSearchBundlesQuery): Promise<AdminBundleSearchResponse> {
    const filter: Filter = {
      $and: [
        containsWords(['nameEn', 'nameTh'], request.search),
        request.status ? { status: request.status } : {},
        request.isSingleCertificate === undefined ? {} : { isSingleCertificate: request.isSingleCertificate },
      ],
    };
    const bundles = this.documents.collection<BundleDocument>(BUNDLES_COLLECTION);
    const [docs, totalCount] = await Promise.all([
      bundles
        .find(filter, { sort: { [request.sort ?? 'created']: request.desc === false ? 1 : -1, _id: 1 }, skip: request.skip ?? 0, limit: request.take ?? 25 })
        .toArray(),
      bundles.countDocuments(filter),
    ]);
    return { data: docs.map((d) => toAdminBundleSummary(d, now)), totalCount };
  }
}
