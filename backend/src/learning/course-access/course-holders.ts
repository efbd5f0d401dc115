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
import type { CourseAccessPort } from '../../kernel/course-access/course-access.port.js';
import { DomainError } from '../../kernel/errors/domain-error.js';
import { DOCUMENT_STORE } from '../../kernel/infrastructure/tokens.js';

/**
 * Who may study a course (and take its test), decided as the learning page decides it (catalogue's
 * get-learning): administrators, learners whose access has not ended (bought, in a bought bundle, free,
 * or enrolled by credits: all arrive as purchased courses) and members whose membership covers the course.
 * Learning's rule, from the read models; assessment asks it through the kernel's COURSE_ACCESS port.
 */
@Injectable()
export class CourseHolders implements CourseAccessPort {
  constructor(@Inject(DOCUMENT_STORE) private readonly documents: DocumentStore) {}

  /** The published course the caller holds; NOT_FOUND when there is none, FORBIDDEN when not held. */
  async assertHolds(caller: Caller, courseId: string, now: Date): Promise<CourseDocument> {
    const course = await this.documents.collection<CourseDocument>(COURSES_COLLECTION).findOne({ _id: courseId, status: 'published' });
    if (!course) throw DomainError.notFound();
    const [held] = await this.heldOf(caller, [course], now);
    if (!held) throw new DomainError('FORBIDDEN');
    return course;
  }

  /** Those of the courses the caller holds now. */
  async heldOf(caller: Caller, courses: CourseDocument[], now: Date): Promise<CourseDocument[]> {
    if (caller.role === 'ADMIN') return courses;
    const user = await this.documents.collection<UserDocument>(USERS_COLLECTION).findOne({ _id: caller.userId });
    const bought = courses.filter((c) => heldCourseAccess(user, c._id, now) !== undefined);
    if (bought.length === courses.length) return bought;
    const membership = await this.documents.collection<MembershipDocument>(MEMBERSHIPS_COLLECTION).findOne({ _id: caller.userId });
    return courses.filter((c) => bought.includes(c) || membershipCovers(membership, c.publishedAt, now));
  }
}
