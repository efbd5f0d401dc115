import { Query } from '@nestjs/cqrs';
import type { AdminBundleSearchResponse } from '@khru/contracts';
import type { AdminBundleSearchRequest } from '@khru/contracts/requests';

export class AdminSearchBundlesQuery extends Query<AdminBundleSearchResponse> {
  constructor(
    readonly request: AdminBundleSearchRequest,
    readonly now: Date,
  ) {
    super();
  }
}
