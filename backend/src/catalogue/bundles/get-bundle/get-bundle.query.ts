import { Query } from '@nestjs/cqrs';
import type { BundleResponse } from '@khru/contracts';

export class GetBundleQuery extends Query<BundleResponse> {
  constructor(
    readonly bundleId: string,
    readonly now: Date,
  ) {
    super();
  }
}
