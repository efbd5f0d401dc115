import type { CourseDocument } from '@khru/contracts';
import type { Caller } from '../auth/caller.js';

/**
 * Who may study a course (and take its test), for capabilities other than learning (a final test is
 * taken by those who may study its course). Learning binds it to its course holders; capabilities
 * never import each other.
 */
export interface CourseAccessPort {
  /** The published course the caller holds; NOT_FOUND when there is none, FORBIDDEN when not held. */
  assertHolds(caller: Caller, courseId: string, now: Date): Promise<CourseDocument>;
  /** Those of the courses the caller holds now. */
  heldOf(caller: Caller, courses: CourseDocument[], now: Date): Promise<CourseDocument[]>;
}

export const COURSE_ACCESS = Symbol('COURSE_ACCESS');
