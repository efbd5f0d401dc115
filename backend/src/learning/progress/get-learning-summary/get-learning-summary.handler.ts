import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { PROGRESS_COLLECTION, type LearningSummaryResponse, type ProgressDocument } from '@khru/contracts';
import type { DocumentStore } from '@khru/platform';
import { DOCUMENT_STORE } from '../../../kernel/infrastructure/tokens.js';
import { courseStatus } from '../course-status.js';
import { GetLearningSummaryQuery } from './get-learning-summary.query.js';

/** A learner's learning time over every course (the profile banner's hours) and each started course's status. */
@QueryHandler(GetLearningSummaryQuery)
export class GetLearningSummaryHandler implements IQueryHandler<GetLearningSummaryQuery, LearningSummaryResponse> {
  constructor(@Inject(DOCUMENT_STORE) private readonly documents: DocumentStore) {}

  async execute({ userId }: GetLearningSummaryQuery): Promise<LearningSummaryResponse> {
    const progress = await this.documents.collection<ProgressDocument>(PROGRESS_COLLECTION).find({ userId }).toArray();
    return {
      learningSeconds: Math.round(progress.reduce((sum, p) => sum + p.learningSeconds, 0)),
      courses: progress.map((p) => ({ courseId: p.courseId, status: courseStatus(p) })),
    };
  }
}
