import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { PROGRESS_COLLECTION, USERS_COLLECTION, type ProgressDocument, type PublicProfileResponse, type UserDocument } from '@khru/contracts';
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
    return toPublicProfile(document, today, document.publicProfileSettings.showLearningHours ? await this.learningSeconds(userId) : 0);
  }

  /** The learner's time over all courses, read from the progress read model by its name (identity imports no learning code). */
  private async learningSeconds(userId: string): Promise<number> {
    const progress = await this.documents
      .collection<ProgressDocument>(PROGRESS_COLLECTION)
      .find({ userId }, { projection: { learningSeconds: 1 } })
      .toArray();
    return Math.round(progress.reduce((sum, p) => sum + p.learningSeconds, 0));
  }
}
