import type { DomainEvent } from '../event.js';

/** One single-choice question of a course's final test, with its answer key (never sent to a learner). */
export interface TestQuestion {
  id: string;
  textEn: string;
  textTh: string;
  options: { id: string; textEn: string; textTh: string }[];
  correctOptionId: string;
}

/**
 * A course's final test as authored: a bank of questions from which each attempt draws
 * `questionsPerAttempt`, the pass mark, the time limit and the wait before a failed learner may retry.
 */
export interface CourseTestData {
  courseId: string;
  informationEn: string;
  informationTh: string;
  passMarkPercent: number;
  timeLimitMinutes: number;
  retryWaitDays: number;
  questionsPerAttempt: number;
  questions: TestQuestion[];
}

/** Stream `course-test-<courseId>`: the test is defined, then revised as a whole (the latest definition applies to new attempts). */
export type CourseTestDefined = DomainEvent<'CourseTestDefined', CourseTestData & { at: string }>;

export type CourseTestEvent = CourseTestDefined;

export const COURSE_TEST_EVENT_TYPES = ['CourseTestDefined'] as const satisfies readonly CourseTestEvent['type'][];

export const courseTestStream = (courseId: string): string => `course-test-${courseId}`;
