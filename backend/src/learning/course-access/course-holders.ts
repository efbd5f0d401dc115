import { Inject, Injectable } from '@nestjs/common';
import {
  COURSES_COLLECTION,
  heldCourseAccess,
  membershipCovers,
  MEMBERSHIPS_COLLECTION,
  USERS_COLLECTION,
  type CourseDocument,
  type MembershipDocument,
  type UserDocument,
} from '@khru/contracts';
import type { DocumentStore } from '@khru/platform';
import type { Caller } from '../../kernel/auth/caller.js';
import { DomainError } from '../../kernel/errors/domain-error.js';
import { DOCUMENT_STORE } from '../../kernel/infrastructure/tokens.js';

/**
 * Who may study a course, decided as the learning page decides it (catalogue's get-learning):
 * administrators, learners whose access has not ended (bought, in a bought bundle, free, or enrolled
 * by credits: all arrive as purchased courses) and members whose membership covers the course.
 */
@Injectable()
export class CourseHolders {
  constructor(@Inject(DOCUMENT_STORE) private readonly documents: DocumentStore) {}

  /** The published course the caller holds; NOT_FOUND when there is none, FORBIDDEN when not held. */
  async assertHolds(caller: Caller, courseId: string, now: Date): Promise<CourseDocument> {
    const course = await this.documents.collection<CourseDocument>(COURSES_COLLECTION).findOne({ _id: courseId, status: 'published' });
    if (!course) throw DomainError.notFound();
    if (caller.role === 'ADMIN') return course;
    const user = await this.documents.collection<UserDocument>(USERS_COLLECTION).findOne({ _id: caller.userId });
    if (heldCourseAccess(user, courseId, now) !== undefined) return course;
    const membership = await this.documents.collection<MembershipDocument>(MEMBERSHIPS_COLLECTION).findOne({ _id: caller.userId });
    if (!membershipCovers(membership, course.publishedAt, now)) throw new DomainError('FORBIDDEN');
    return course;
  }
}
