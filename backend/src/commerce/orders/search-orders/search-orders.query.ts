import { Query } from '@nestjs/cqrs';
import type { AdminOrderSearchResponse } from '@khru/contracts';
import type { AdminOrderSearchRequest } from '@khru/contracts/requests';

export class SearchOrdersQuery extends Query<AdminOrderSearchResponse> {
  constructor(readonly request: AdminOrderSearchRequest) {
    super();
  }
}
