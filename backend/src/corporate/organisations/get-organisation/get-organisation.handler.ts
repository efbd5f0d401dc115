import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ORGANISATIONS_COLLECTION, type OrganisationDocument, type OrganisationResponse } from '@khru/contracts';
import type { DocumentStore } from '@khru/platform';
import { DomainError } from '../../../kernel/errors/domain-error.js';
import { DOCUMENT_STORE } from '../../../kernel/infrastructure/tokens.js';
import { toOrganisationResponse } from '../organisation-response.js';
import { GetOrganisationQuery } from './get-organisation.query.js';

@QueryHandler(GetOrganisationQuery)
export class GetOrganisationHandler implements IQueryHandler<GetOrganisationQuery, OrganisationResponse> {
  constructor(@Inject(DOCUMENT_STORE) private readonly documents: DocumentStore) {}

  async execute({ orgId }: GetOrganisationQuery): Promise<OrganisationResponse> {
    const found = await this.documents.collection<OrganisationDocument>(ORGANISATIONS_COLLECTION).findOne({ _id: orgId });
    if (!found) throw DomainError.notFound();
    return toOrganisationResponse(found);
  }
}
