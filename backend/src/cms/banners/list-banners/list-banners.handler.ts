import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { BANNERS_COLLECTION, storedText, type AdminBannerListResponse, type BannerDocument } from '@khru/contracts';
import type { DocumentStore } from '@khru/platform';
import { DOCUMENT_STORE } from '../../../kernel/infrastructure/tokens.js';
import { ListBannersQuery } from './list-banners.query.js';

/** Every banner in the home page's order; an older document's missing texts read as empty. */
@QueryHandler(ListBannersQuery)
export class ListBannersHandler implements IQueryHandler<ListBannersQuery, AdminBannerListResponse> {
  constructor(@Inject(DOCUMENT_STORE) private readonly documents: DocumentStore) {}

  async execute(): Promise<AdminBannerListResponse> {
    const docs = await this.documents
      .collection<BannerDocument>(BANNERS_COLLECTION)
      .find({}, { sort: { order: 1, _id: 1 } })
      .toArray();
    const data = docs.map(({ _id, ...doc }) => ({
      ...doc,
      id: _id,
      title: storedText(doc.title),
      subtitle: storedText(doc.subtitle),
      imageUrl: { en: doc.imageUrl?.en ?? null, th: doc.imageUrl?.th ?? null },
    }));
    return { data, totalCount: data.length };
  }
}
