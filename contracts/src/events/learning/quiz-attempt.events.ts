import type { DomainEvent } from '../event.js';

/**
 * Stream `quiz-attempt-<attemptId>`: one learner's attempt at a quiz lesson (ADR 20, "Quizzes"). The attempt
 * asks the quiz's questions in `questionIds` order; each is answered once and judged at once; the answer to the
 * last one finishes the attempt. `studySeconds` is the bounded time the attempt credits to learning when it
 * completes the lesson.
 */
export type QuizAttemptStarted = DomainEvent<
  'QuizAttemptStarted',
  { attemptId: string; userId: string; courseId: string; lessonId: string; questionIds: string[]; at: string }
>;
export type QuizQuestionAnswered = DomainEvent<
  'QuizQuestionAnswered',
  { attemptId: string; questionId: string; optionIds: string[]; correct: boolean; at: string }
>;
export type QuizAttemptFinished = DomainEvent<
  'QuizAttemptFinished',
  {
    attemptId: string;
    userId: string;
    courseId: string;
    lessonId: string;
    correctCount: number;
    total: number;
    passed: boolean;
    studySeconds: number;
    at: string;
  }
>;

export type QuizAttemptEvent = QuizAttemptStarted | QuizQuestionAnswered | QuizAttemptFinished;

export const QUIZ_ATTEMPT_EVENT_TYPES = [
  'QuizAttemptStarted',
  'QuizQuestionAnswered',
  'QuizAttemptFinished',
] as const satisfies readonly QuizAttemptEvent['type'][];

export const quizAttemptStream = (attemptId: string): string => `quiz-attempt-${attemptId}`;
