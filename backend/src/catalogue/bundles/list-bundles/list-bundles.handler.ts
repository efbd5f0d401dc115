import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { BUNDLE_LIST_FIELDS, BUNDLES_COLLECTION, PAGE_SIZES, type BundleDocument, type BundleListResponse } from '@khru/contracts';
import type { DocumentStore } from '@khru/platform';
import { DOCUMENT_STORE } from '../../../kernel/infrastructure/tokens.js';
import { pageByLoadOptions } from '../../load-options/page-by-load-options.js';
import { toBundleSummary } from '../bundle-response.mapper.js';
import { ListBundlesQuery } from './list-bundles.query.js';

/** Published bundles and certificate bundles by DevExtreme load options, newest first. */
@QueryHandler(ListBundlesQuery)
export class ListBundlesHandler implements IQueryHandler<ListBundlesQuery, BundleListResponse> {
  constructor(@Inject(DOCUMENT_STORE) private readonly documents: DocumentStore) {}

  async execute({ loadOptions, now }: ListBundlesQuery): Promise<BundleListResponse> {
    const page = await pageByLoadOptions(this.documents.collection<BundleDocument>(BUNDLES_COLLECTION), { status: 'published' }, loadOptions, {
      fields: BUNDLE_LIST_FIELDS,
      defaultSort: { created: -1 },
      defaultTake: PAGE_SIZES.courses,
    });
    return { data: page.docs.map((d) => toBundleSummary(d, now)), ...(page.totalCount === undefined ? {} : { totalCount: page.totalCount }) };
  }
}
