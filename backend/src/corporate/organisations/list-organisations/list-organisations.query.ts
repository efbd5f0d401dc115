import { Query } from '@nestjs/cqrs';
import type { OrganisationResponse } from '@khru/contracts';

export class ListOrganisationsQuery extends Query<OrganisationResponse[]> {
  /** `only`: the one organisation the caller may see; null: every organisation. */
  constructor(readonly only: string | null) {
    super();
  }
}
