import { Query } from '@nestjs/cqrs';
import type { BundleListResponse, LoadOptions } from '@khru/contracts';

export class ListBundlesQuery extends Query<BundleListResponse> {
  constructor(
    readonly loadOptions: LoadOptions,
    readonly now: Date,
  ) {
    super();
  }
}
