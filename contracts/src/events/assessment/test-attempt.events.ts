import type { Locale } from '../../i18n/locale.js';
import type { DomainEvent } from '../event.js';

/** A question as one attempt asks it: its options in the order this attempt shows them. */
export interface DrawnQuestion {
  questionId: string;
  optionIds: string[];
}

export type TestFinishReason = 'submitted' | 'timeUp';

/**
 * Stream `test-<userId>-<courseId>`: one learner's record of a course's final test, every attempt in it, so that
 * the rules across attempts hold in one stream (one open attempt at a time, the retry wait, a pass ends retries).
 * An attempt draws its questions and orders their options when it starts (the draw comes with the command);
 * each question is answered once; it finishes when the learner ends it or at `deadlineAt` (server clock).
 * A failed attempt records `retryAt`; `TestRetryOpened` follows when that deadline is reached.
 */
export type TestAttemptStarted = DomainEvent<
  'TestAttemptStarted',
  {
    attemptId: string;
    userId: string;
    courseId: string;
    lang: Locale;
    questions: DrawnQuestion[];
    passMarkPercent: number;
    timeLimitMinutes: number;
    retryWaitDays: number;
    deadlineAt: string;
    at: string;
  }
>;
export type TestQuestionAnswered = DomainEvent<
  'TestQuestionAnswered',
  { attemptId: string; userId: string; courseId: string; questionId: string; optionId: string; correct: boolean; at: string }
>;
export type TestAttemptFinished = DomainEvent<
  'TestAttemptFinished',
  {
    attemptId: string;
    userId: string;
    courseId: string;
    correctCount: number;
    total: number;
    /** Whole percent of the drawn questions answered right. */
    scorePercent: number;
    passMarkPercent: number;
    passed: boolean;
    reason: TestFinishReason;
    /** When a failed learner may start again; null after a pass. */
    retryAt: string | null;
    at: string;
  }
>;
export type TestRetryOpened = DomainEvent<'TestRetryOpened', { attemptId: string; userId: string; courseId: string; at: string }>;

export type TestAttemptEvent = TestAttemptStarted | TestQuestionAnswered | TestAttemptFinished | TestRetryOpened;

export const TEST_ATTEMPT_EVENT_TYPES = [
  'TestAttemptStarted',
  'TestQuestionAnswered',
  'TestAttemptFinished',
  'TestRetryOpened',
] as const satisfies readonly TestAttemptEvent['type'][];

export const testStream = (userId: string, courseId: string): string => `test-${userId}-${courseId}`;
