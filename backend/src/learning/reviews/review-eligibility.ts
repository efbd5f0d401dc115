import { Inject, Injectable } from '@nestjs/common';
import { PROGRESS_COLLECTION, progressStream, type ProgressDocument, type ReviewEligibility } from '@khru/contracts';
import type { DocumentStore } from '@khru/platform';
import type { Caller } from '../../kernel/auth/caller.js';
import { DomainError } from '../../kernel/errors/domain-error.js';
import { DOCUMENT_STORE } from '../../kernel/infrastructure/tokens.js';
import { CourseHolders } from '../course-access/course-holders.js';

/**
 * Whether the caller may review a published course: they hold it (as the learning page decides) and
 * have started it (any progress recorded). NOT_FOUND when the course is not published.
 */
@Injectable()
export class ReviewEligibilityReader {
  constructor(
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
    private readonly holders: CourseHolders,
  ) {}

  async of(caller: Caller, courseId: string, now: Date): Promise<ReviewEligibility> {
    try {
      await this.holders.assertHolds(caller, courseId, now);
    } catch (error) {
      if (error instanceof DomainError && error.code === 'FORBIDDEN') return 'notHolder';
      throw error;
    }
    const progress = await this.documents.collection<ProgressDocument>(PROGRESS_COLLECTION).findOne({ _id: progressStream(caller.userId, courseId) });
    return progress ? 'canWrite' : 'notStarted';
  }
}
