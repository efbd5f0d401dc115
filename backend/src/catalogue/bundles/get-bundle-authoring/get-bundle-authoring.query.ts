import { Query } from '@nestjs/cqrs';
import type { BundleAuthoringResponse } from '@khru/contracts';

export class GetBundleAuthoringQuery extends Query<BundleAuthoringResponse> {
  constructor(
    readonly bundleId: string,
    readonly now: Date,
  ) {
    super();
  }
}
