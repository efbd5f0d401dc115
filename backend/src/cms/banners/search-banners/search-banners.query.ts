import { Query } from '@nestjs/cqrs';
import type { BannerSearchResponse } from '@khru/contracts';

export class SearchBannersQuery extends Query<BannerSearchResponse> {
  constructor(
    readonly take: number,
    readonly now: Date,
  ) {
    super();
  }
}
