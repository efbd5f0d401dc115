import { Query } from '@nestjs/cqrs';
import type { OrganisationResponse } from '@khru/contracts';

export class GetOrganisationQuery extends Query<OrganisationResponse> {
  constructor(readonly orgId: string) {
    super();
  }
}
