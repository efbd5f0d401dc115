import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { USERS_COLLECTION, type PublicProfileResponse, type UserDocument } from '@khru/contracts';
import type { DocumentStore } from '@khru/platform';
import { DomainError } from '../../../kernel/errors/domain-error.js';
import { DOCUMENT_STORE } from '../../../kernel/infrastructure/tokens.js';
import { toPublicProfile } from '../user-response.mapper.js';
import { GetPublicProfileQuery } from './get-public-profile.query.js';

@QueryHandler(GetPublicProfileQuery)
export class GetPublicProfileHandler implements IQueryHandler<GetPublicProfileQuery, PublicProfileResponse> {
  constructor(@Inject(DOCUMENT_STORE) private readonly documents: DocumentStore) {}

  async execute({ userId, today }: GetPublicProfileQuery): Promise<PublicProfileResponse> {
    const document = await this.documents.collection<UserDocument>(USERS_COLLECTION).findOne({ _id: userId });
    if (!document) throw DomainError.notFound();
    return toPublicProfile(document, today);
  }
}
