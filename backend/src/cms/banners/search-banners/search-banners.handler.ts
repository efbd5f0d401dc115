import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { BANNERS_COLLECTION, storedText, type BannerDocument, type BannerResponse, type BannerSearchResponse } from '@khru/contracts';
import type { DocumentStore } from '@khru/platform';
import { DOCUMENT_STORE } from '../../../kernel/infrastructure/tokens.js';
import { SearchBannersQuery } from './search-banners.query.js';

/** A banner for the home page; an older document's missing texts read as empty. */
function toBannerResponse(d: BannerDocument): BannerResponse {
  const title = storedText(d.title);
  const subtitle = storedText(d.subtitle);
  return {
    id: d._id,
    titleEn: title.en,
    titleTh: title.th,
    subtitleEn: subtitle.en,
    subtitleTh: subtitle.th,
    imageUrlEn: d.imageUrl?.en ?? null,
    imageUrlTh: d.imageUrl?.th ?? null,
    linkUrl: d.linkUrl,
  };
}

/** Banners to show now: active, inside their window, in order. */
@QueryHandler(SearchBannersQuery)
export class SearchBannersHandler implements IQueryHandler<SearchBannersQuery, BannerSearchResponse> {
  constructor(@Inject(DOCUMENT_STORE) private readonly documents: DocumentStore) {}

  async execute({ take, now }: SearchBannersQuery): Promise<BannerSearchResponse> {
    const at = now.toISOString();
    const docs = await this.documents
      .collection<BannerDocument>(BANNERS_COLLECTION)
      .find(
        { active: true, $and: [{ $or: [{ startsAt: null }, { startsAt: { $lte: at } }] }, { $or: [{ endsAt: null }, { endsAt: { $gt: at } }] }] },
        { sort: { order: 1, _id: 1 }, limit: take },
      )
      .toArray();
    return { data: docs.map(toBannerResponse) };
  }
}
