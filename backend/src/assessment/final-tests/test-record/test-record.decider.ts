import type { CourseTestData, DrawnQuestion, Locale, TestAttemptEvent, TestAttemptFinished, TestFinishReason } from '@khru/contracts';
import type { Decider } from '../../../kernel/commands/decider.js';
import { DomainError } from '../../../kernel/errors/domain-error.js';
import { isDrawOf } from './draw.js';
import { daysAfter, minutesAfter, scoreOf, type TestScore } from './test-score.js';

/**
 * A learner asks to start the course's test. The handler passes what the stream cannot know: the test as defined
 * now (null: the course has none), whether the learner's progress says the course is completed, and the draw it
 * made for this attempt (questions and each question's options in this attempt's order).
 */
export interface StartTest {
  type: 'StartTest';
  attemptId: string;
  userId: string;
  courseId: string;
  lang: Locale;
  definition: CourseTestData | null;
  courseCompleted: boolean;
  draw: DrawnQuestion[];
  at: string;
}

/** One answer of an attempt of the caller's record, judged against the test as defined now. */
export interface AnswerTest {
  type: 'AnswerTest';
  attemptId: string;
  questionId: string;
  optionId: string;
  isEnd: boolean;
  definition: CourseTestData | null;
  at: string;
}

/** From the test-deadlines workflow: a deadline of the attempt (its time limit, or its retry wait) was reached at `at`. */
export interface ReachTestDeadline {
  type: 'ReachTestDeadline';
  attemptId: string;
  at: string;
}

export type TestRecordCommand = StartTest | AnswerTest | ReachTestDeadline;

export interface AttemptState {
  attemptId: string;
  lang: Locale;
  startedAt: string;
  questions: DrawnQuestion[];
  passMarkPercent: number;
  retryWaitDays: number;
  deadlineAt: string;
  answers: { questionId: string; correct: boolean }[];
  /** Null while open. */
  finished: (TestScore & { at: string; reason: TestFinishReason; retryAt: string | null; retryOpened: boolean }) | null;
}

export interface TestRecordState {
  userId: string | null;
  courseId: string | null;
  /** Oldest first; only the last may be open. */
  attempts: AttemptState[];
  passed: boolean;
}

const conflict = (field: string, rule: 'attemptFinished' | 'questionAnswered') => new DomainError('CONFLICT', [{ field, code: 'CONFLICT', rule }]);
const refused = (field: string, rule: 'unknownQuestion' | 'unknownOption') => DomainError.badRequest([{ field, code: 'BAD_REQUEST', rule }]);
const notBefore = (a: string, b: string) => Date.parse(a) >= Date.parse(b);

function replaced(state: TestRecordState, attemptId: string, change: (attempt: AttemptState) => AttemptState): TestRecordState {
  return { ...state, attempts: state.attempts.map((a) => (a.attemptId === attemptId ? change(a) : a)) };
}

function finish(state: TestRecordState, attempt: AttemptState, answers: AttemptState['answers'], reason: TestFinishReason, at: string): TestAttemptFinished {
  const score = scoreOf(answers, attempt.questions.length, attempt.passMarkPercent);
  return {
    type: 'TestAttemptFinished',
    data: {
      attemptId: attempt.attemptId,
      userId: state.userId!,
      courseId: state.courseId!,
      ...score,
      passMarkPercent: attempt.passMarkPercent,
      reason,
      retryAt: score.passed ? null : daysAfter(at, attempt.retryWaitDays),
      at,
    },
  };
}

function start(command: StartTest, state: TestRecordState): TestAttemptEvent[] | DomainError {
  const { attemptId, userId, courseId, lang, definition, draw, at } = command;
  if (!definition) return DomainError.notFound();
  if (!command.courseCompleted) return new DomainError('COURSE_NOT_COMPLETED');
  if (state.passed) return new DomainError('TEST_ALREADY_PASSED');
  if (state.attempts.some((a) => a.attemptId === attemptId)) return DomainError.alreadyExists();
  const last = state.attempts.at(-1);
  // An open attempt within its time is resumed (the handler answers it); past it, it is about to finish as failed.
  if (last && !last.finished) return notBefore(at, last.deadlineAt) ? new DomainError('TEST_RETRY_NOT_OPEN') : [];
  if (last?.finished?.retryAt && !last.finished.retryOpened && !notBefore(at, last.finished.retryAt)) return new DomainError('TEST_RETRY_NOT_OPEN');
  if (!isDrawOf(draw, definition)) return DomainError.badRequest([{ field: 'questions', code: 'BAD_REQUEST' }]);
  const { passMarkPercent, timeLimitMinutes, retryWaitDays } = definition;
  return [
    {
      type: 'TestAttemptStarted',
      data: {
        attemptId,
        userId,
        courseId,
        lang,
        questions: draw,
        passMarkPercent,
        timeLimitMinutes,
        retryWaitDays,
        deadlineAt: minutesAfter(at, timeLimitMinutes),
        at,
      },
    },
  ];
}

function answer(command: AnswerTest, state: TestRecordState): TestAttemptEvent[] | DomainError {
  const { attemptId, questionId, optionId, isEnd, definition, at } = command;
  const attempt = state.attempts.find((a) => a.attemptId === attemptId);
  if (!attempt) return DomainError.notFound();
  if (attempt.finished) return conflict('attemptId', 'attemptFinished');
  if (notBefore(at, attempt.deadlineAt)) return new DomainError('TEST_TIME_UP');
  const drawn = attempt.questions.find((q) => q.questionId === questionId);
  if (!drawn) return refused('questionId', 'unknownQuestion');
  if (!drawn.optionIds.includes(optionId)) return refused('optionId', 'unknownOption');
  if (attempt.answers.some((a) => a.questionId === questionId)) return conflict('questionId', 'questionAnswered');

  const correct = definition?.questions.find((q) => q.id === questionId)?.correctOptionId === optionId;
  const answered: TestAttemptEvent = {
    type: 'TestQuestionAnswered',
    data: { attemptId, userId: state.userId!, courseId: state.courseId!, questionId, optionId, correct, at },
  };
  const answers = [...attempt.answers, { questionId, correct }];
  if (!isEnd && answers.length < attempt.questions.length) return [answered];
  return [answered, finish(state, attempt, answers, 'submitted', at)];
}

function reachDeadline(command: ReachTestDeadline, state: TestRecordState): TestAttemptEvent[] {
  const attempt = state.attempts.find((a) => a.attemptId === command.attemptId);
  if (!attempt) return [];
  // The time limit: the attempt finishes at its deadline, however late the poller noticed it.
  if (!attempt.finished) return notBefore(command.at, attempt.deadlineAt) ? [finish(state, attempt, attempt.answers, 'timeUp', attempt.deadlineAt)] : [];
  // The retry wait of the latest failed attempt: the next attempt may start (the learner is told).
  const { passed, retryAt, retryOpened } = attempt.finished;
  const latest = state.attempts.at(-1) === attempt;
  if (passed || retryOpened || !latest || !retryAt || !notBefore(command.at, retryAt)) return [];
  return [{ type: 'TestRetryOpened', data: { attemptId: attempt.attemptId, userId: state.userId!, courseId: state.courseId!, at: command.at } }];
}

/**
 * One learner's record of one course's final test (stream `test-<userId>-<courseId>`, ADR 23): every attempt in
 * one stream, so the rules across attempts hold together. An attempt starts only once the course is completed,
 * never after a pass, never while another is open (that one is resumed) and not before the retry wait after a
 * failure has passed. Each drawn question is answered once, with one of its options, before the deadline (server
 * clock); the attempt finishes when the learner ends it, when every question is answered, or at its deadline.
 */
export const testRecordDecider: Decider<TestRecordCommand, TestAttemptEvent, TestRecordState> = {
  initialState: () => ({ userId: null, courseId: null, attempts: [], passed: false }),

  evolve(state, event) {
    switch (event.type) {
      case 'TestAttemptStarted': {
        const { attemptId, userId, courseId, lang, questions, passMarkPercent, retryWaitDays, deadlineAt, at } = event.data;
        const attempt: AttemptState = { attemptId, lang, startedAt: at, questions, passMarkPercent, retryWaitDays, deadlineAt, answers: [], finished: null };
        return { ...state, userId, courseId, attempts: [...state.attempts, attempt] };
      }
      case 'TestQuestionAnswered': {
        const { questionId, correct } = event.data;
        return replaced(state, event.data.attemptId, (a) => ({ ...a, answers: [...a.answers, { questionId, correct }] }));
      }
      case 'TestAttemptFinished': {
        const { correctCount, total, scorePercent, passed, reason, retryAt, at } = event.data;
        const finished = { correctCount, total, scorePercent, passed, reason, retryAt, at, retryOpened: false };
        return { ...replaced(state, event.data.attemptId, (a) => ({ ...a, finished })), passed: state.passed || passed };
      }
      case 'TestRetryOpened':
        return replaced(state, event.data.attemptId, (a) => (a.finished ? { ...a, finished: { ...a.finished, retryOpened: true } } : a));
      default: {
        const _exhaustive: never = event;
        return state;
      }
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'StartTest':
        return start(command, state);
      case 'AnswerTest':
        return answer(command, state);
      case 'ReachTestDeadline':
        return reachDeadline(command, state);
      default: {
        const _exhaustive: never = command;
        return DomainError.badRequest();
      }
    }
  },
};
