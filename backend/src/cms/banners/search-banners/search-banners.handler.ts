import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { BANNERS_COLLECTION, type BannerDocument, type BannerSearchResponse } from '@khru/contracts';
import type { DocumentStore } from '@khru/platform';
import { DOCUMENT_STORE } from '../../../kernel/infrastructure/tokens.js';
import { SearchBannersQuery } from './search-banners.query.js';

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
    return {
      data: docs.map((d) => ({
        id: d._id,
        titleEn: d.title.en,
        titleTh: d.title.th,
        subtitleEn: d.subtitle.en,
        subtitleTh: d.subtitle.th,
        imageUrlEn: d.imageUrl.en,
        imageUrlTh: d.imageUrl.th,
        linkUrl: d.linkUrl,
      })),
    };
  }
}
