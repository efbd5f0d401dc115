import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ORGANISATIONS_COLLECTION, type OrganisationDocument, type OrganisationResponse } from '@khru/contracts';
import type { DocumentStore } from '@khru/platform';
import { DOCUMENT_STORE } from '../../../kernel/infrastructure/tokens.js';
import { toOrganisationResponse } from '../organisation-response.js';
import { ListOrganisationsQuery } from './list-organisations.query.js';

/** The organisations, by English name: a platform holds tens of them, not thousands, so the list is whole. */
@QueryHandler(ListOrganisationsQuery)
export class ListOrganisationsHandler implements IQueryHandler<ListOrganisationsQuery, OrganisationResponse[]> {
  constructor(@Inject(DOCUMENT_STORE) private readonly documents: DocumentStore) {}

  async execute({ only }: ListOrganisationsQuery): Promise<OrganisationResponse[]> {
    const found = await this.documents
      .collection<OrganisationDocument>(ORGANISATIONS_COLLECTION)
      .find(only === null ? {} : { _id: only }, { sort: { 'name.en': 1, _id: 1 } })
      .toArray();
    return found.map(toOrganisationResponse);
  }
}
