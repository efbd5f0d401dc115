import { Inject, Injectable } from '@nestjs/common';
import {
  COURSES_COLLECTION,
  INSTRUCTORS_COLLECTION,
  PROGRESS_COLLECTION,
  progressStream,
  type CourseDocument,
  type InstructorDocument,
  type ProgressDocument,
  type QaStanding,
} from '@khru/contracts';
import type { DocumentStore } from '@khru/platform';
import type { Caller } from '../../kernel/auth/caller.js';
import { DomainError } from '../../kernel/errors/domain-error.js';
import { DOCUMENT_STORE } from '../../kernel/infrastructure/tokens.js';
import { CourseHolders } from '../course-access/course-holders.js';

/**
 * The caller's standing in a published course's questions and answers (NOT_FOUND for any other
 * course): the account linked to the course's instructor is its `instructor`; a platform moderator
 * (MODERATE_CONTENT) is the Khru `team`; otherwise a holder (as the learning page decides) who has
 * recorded any progress is a `learner`, one who has not is `notStarted`, anyone else `notHolder`.
 */
@Injectable()
export class QaStandingReader {
  constructor(
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
    private readonly holders: CourseHolders,
  ) {}

  async of(caller: Caller, courseId: string, now: Date): Promise<{ course: CourseDocument; standing: QaStanding }> {
    const course = await this.documents.collection<CourseDocument>(COURSES_COLLECTION).findOne({ _id: courseId, status: 'published' });
    if (!course) throw DomainError.notFound();
    const instructor = await this.documents.collection<InstructorDocument>(INSTRUCTORS_COLLECTION).findOne({ _id: course.instructorId });
    if (instructor?.userId === caller.userId) return { course, standing: 'instructor' };
    if (caller.permissions.includes('MODERATE_CONTENT')) return { course, standing: 'team' };
    try {
      await this.holders.assertHolds(caller, courseId, now);
    } catch (error) {
      if (error instanceof DomainError && error.code === 'FORBIDDEN') return { course, standing: 'notHolder' };
      throw error;
    }
    const progress = await this.documents.collection<ProgressDocument>(PROGRESS_COLLECTION).findOne({ _id: progressStream(caller.userId, courseId) });
    return { course, standing: progress ? 'learner' : 'notStarted' };
  }

  /** As `of`, refusing (FORBIDDEN) anyone who may not even read the course's questions. */
  async reader(caller: Caller, courseId: string, now: Date): Promise<{ course: CourseDocument; standing: QaStanding }> {
    const found = await this.of(caller, courseId, now);
    if (found.standing === 'notHolder') throw new DomainError('FORBIDDEN');
    return found;
  }
}
