import { describe, it } from '@jest/globals';
import type { CourseTestData, DrawnQuestion, TestAttemptEvent } from '@khru/contracts';
import fc from 'fast-check';
import { deciderSpec } from '../../../kernel/commands/decider-spec.js';
import { DomainError } from '../../../kernel/errors/domain-error.js';
import { testRecordDecider, type AnswerTest, type StartTest, type TestRecordCommand, type TestRecordState } from './test-record.decider.js';

const question = (id: string, correctOptionId: string) => ({
  id,
  textEn: `Question ${id}`,
  textTh: `คำถาม ${id}`,
  options: ['a', 'b', 'c'].map((o) => ({ id: o, textEn: o, textTh: o })),
  correctOptionId,
});
const definition: CourseTestData = {
  courseId: 'c1',
  informationEn: 'Rules',
  informationTh: 'กติกา',
  passMarkPercent: 90,
  timeLimitMinutes: 30,
  retryWaitDays: 1,
  questionsPerAttempt: 2,
  questions: [question('q1', 'b'), question('q2', 'c'), question('q3', 'a')],
};
const draw: DrawnQuestion[] = [
  { questionId: 'q2', optionIds: ['c', 'a', 'b'] },
  { questionId: 'q1', optionIds: ['b', 'c', 'a'] },
];
const t0 = Date.parse('2026-11-22T10:00:00.000Z');
const at = (minutes: number) => new Date(t0 + minutes * 60_000).toISOString();
const DAY = 24 * 60;
const who = { userId: 'u1', courseId: 'c1' };

const startTest = (attemptId: string, minutes: number, overrides: Partial<StartTest> = {}): StartTest => ({
  type: 'StartTest',
  attemptId,
  ...who,
  lang: 'th',
  definition,
  courseCompleted: true,
  draw,
  at: at(minutes),
  ...overrides,
});
const answerTest = (attemptId: string, questionId: string, optionId: string, minutes: number, isEnd = false): AnswerTest => ({
  type: 'AnswerTest',
  attemptId,
  questionId,
  optionId,
  isEnd,
  definition,
  at: at(minutes),
});
const started = (attemptId: string, minutes: number): TestAttemptEvent => ({
  type: 'TestAttemptStarted',
  data: {
    attemptId,
    ...who,
    lang: 'th',
    questions: draw,
    passMarkPercent: 90,
    timeLimitMinutes: 30,
    retryWaitDays: 1,
    deadlineAt: at(minutes + 30),
    at: at(minutes),
  },
});
const answered = (attemptId: string, questionId: string, optionId: string, correct: boolean, minutes: number): TestAttemptEvent => ({
  type: 'TestQuestionAnswered',
  data: { attemptId, ...who, questionId, optionId, correct, at: at(minutes) },
});
const finished = (attemptId: string, correctCount: number, minutes: number, reason: 'submitted' | 'timeUp' = 'submitted'): TestAttemptEvent => {
  const scorePercent = Math.floor((100 * correctCount) / 2);
  const passed = scorePercent >= 90;
  return {
    type: 'TestAttemptFinished',
    data: {
      attemptId,
      ...who,
      correctCount,
      total: 2,
      scorePercent,
      passMarkPercent: 90,
      passed,
      reason,
      retryAt: passed ? null : at(minutes + DAY),
      at: at(minutes),
    },
  };
};
const retryOpened = (attemptId: string, minutes: number): TestAttemptEvent => ({ type: 'TestRetryOpened', data: { attemptId, ...who, at: at(minutes) } });
const reach = (attemptId: string, minutes: number): TestRecordCommand => ({ type: 'ReachTestDeadline', attemptId, at: at(minutes) });

const given = deciderSpec(testRecordDecider);
const failedOnce = [started('a1', 0), answered('a1', 'q2', 'a', false, 5), finished('a1', 0, 5)];

describe('test record decider: starting', () => {
  it('given nothing, when a learner who completed the course starts, then the attempt records its draw, the rules and the deadline', () => {
    given([])
      .when(startTest('a1', 0))
      .then([started('a1', 0)]);
  });

  it('given nothing, when the course has no test, then NOT_FOUND', () => {
    given([])
      .when(startTest('a1', 0, { definition: null }))
      .thenThrows('NOT_FOUND', []);
  });

  it('given nothing, when the course is not completed, then COURSE_NOT_COMPLETED', () => {
    given([])
      .when(startTest('a1', 0, { courseCompleted: false }))
      .thenThrows('COURSE_NOT_COMPLETED', []);
  });

  it('given a pass, when the learner starts again, then TEST_ALREADY_PASSED, even after any wait', () => {
    const passed = [started('a1', 0), answered('a1', 'q2', 'c', true, 2), answered('a1', 'q1', 'b', true, 3), finished('a1', 2, 3)];
    given(passed)
      .when(startTest('a2', 2 * DAY))
      .thenThrows('TEST_ALREADY_PASSED', []);
  });

  it('given an open attempt within its time, when the learner starts again, then nothing is appended: the open attempt is resumed', () => {
    given([started('a1', 0), answered('a1', 'q2', 'a', false, 5)])
      .when(startTest('a2', 29))
      .thenNothing();
  });

  it('given an open attempt past its deadline, when the learner starts again, then TEST_RETRY_NOT_OPEN until it has finished', () => {
    given([started('a1', 0)])
      .when(startTest('a2', 30))
      .thenThrows('TEST_RETRY_NOT_OPEN', []);
  });

  it('given a failed attempt, when the learner starts before the retry wait has passed, then TEST_RETRY_NOT_OPEN', () => {
    given(failedOnce)
      .when(startTest('a2', 5 + DAY - 1))
      .thenThrows('TEST_RETRY_NOT_OPEN', []);
  });

  it('given a failed attempt, when the retry wait has passed (opened or not yet recorded), then a new attempt starts', () => {
    given(failedOnce)
      .when(startTest('a2', 5 + DAY))
      .then([started('a2', 5 + DAY)]);
    given([...failedOnce, retryOpened('a1', 5 + DAY)])
      .when(startTest('a2', 6 + DAY))
      .then([started('a2', 6 + DAY)]);
  });

  it('given a retry wait of no days, when the failed learner starts at once, then the attempt starts', () => {
    const noWait = { ...definition, retryWaitDays: 0 };
    const failed = finished('a1', 0, 5);
    const failedNow = { ...failed, data: { ...failed.data, retryAt: at(5) } } as TestAttemptEvent;
    const startedNow = started('a2', 5);
    given([started('a1', 0), failedNow])
      .when(startTest('a2', 5, { definition: noWait }))
      .then([{ ...startedNow, data: { ...startedNow.data, retryWaitDays: 0 } } as TestAttemptEvent]);
  });

  it('given nothing, when the draw does not fit the test (too few, repeated, foreign or missing options), then BAD_REQUEST', () => {
    const wrongDraws: DrawnQuestion[][] = [
      draw.slice(0, 1),
      [draw[0]!, draw[0]!],
      [draw[0]!, { questionId: 'q9', optionIds: ['a', 'b', 'c'] }],
      [draw[0]!, { questionId: 'q1', optionIds: ['a', 'b'] }],
      [draw[0]!, { questionId: 'q1', optionIds: ['a', 'b', 'z'] }],
    ];
    for (const wrong of wrongDraws)
      given([])
        .when(startTest('a1', 0, { draw: wrong }))
        .thenThrows('BAD_REQUEST', [{ field: 'questions', code: 'BAD_REQUEST' }]);
  });

  it('given an attempt, when a start names the same attempt id, then ALREADY_EXIST', () => {
    given(failedOnce)
      .when(startTest('a1', 2 * DAY))
      .thenThrows('ALREADY_EXIST', []);
  });
});

describe('test record decider: answering', () => {
  it('given an open attempt, when a question is answered, then the answer is recorded with whether it is right', () => {
    given([started('a1', 0)])
      .when(answerTest('a1', 'q2', 'c', 4))
      .then([answered('a1', 'q2', 'c', true, 4)]);
    given([started('a1', 0)])
      .when(answerTest('a1', 'q1', 'a', 4))
      .then([answered('a1', 'q1', 'a', false, 4)]);
  });

  it('given one right answer, when the last question is answered right, then the attempt finishes passed with no retry', () => {
    given([started('a1', 0), answered('a1', 'q2', 'c', true, 2)])
      .when(answerTest('a1', 'q1', 'b', 3))
      .then([answered('a1', 'q1', 'b', true, 3), finished('a1', 2, 3)]);
  });

  it('given an open attempt, when the learner ends it early, then the unanswered questions count as wrong and a retry waits a day', () => {
    given([started('a1', 0)])
      .when(answerTest('a1', 'q2', 'c', 3, true))
      .then([answered('a1', 'q2', 'c', true, 3), finished('a1', 1, 3)]);
  });

  it('given no such attempt in the caller’s record, when answering, then NOT_FOUND', () => {
    given([started('a1', 0)])
      .when(answerTest('a9', 'q2', 'c', 3))
      .thenThrows('NOT_FOUND', []);
  });

  it('given a finished attempt, when answering, then CONFLICT naming the finished attempt', () => {
    given(failedOnce)
      .when(answerTest('a1', 'q1', 'b', 6))
      .thenThrows('CONFLICT', [{ field: 'attemptId', code: 'CONFLICT', rule: 'attemptFinished' }]);
  });

  it('given an open attempt, when the answer arrives at or after its deadline, then TEST_TIME_UP', () => {
    given([started('a1', 0)])
      .when(answerTest('a1', 'q2', 'c', 30))
      .thenThrows('TEST_TIME_UP', []);
  });

  it('given an open attempt, when the question was not drawn or the option is not the question’s, then BAD_REQUEST naming the field', () => {
    given([started('a1', 0)])
      .when(answerTest('a1', 'q3', 'a', 3))
      .thenThrows('BAD_REQUEST', [{ field: 'questionId', code: 'BAD_REQUEST', rule: 'unknownQuestion' }]);
    given([started('a1', 0)])
      .when(answerTest('a1', 'nope', 'a', 3))
      .thenThrows('BAD_REQUEST', [{ field: 'questionId', code: 'BAD_REQUEST', rule: 'unknownQuestion' }]);
    given([started('a1', 0)])
      .when(answerTest('a1', 'q2', 'z', 3))
      .thenThrows('BAD_REQUEST', [{ field: 'optionId', code: 'BAD_REQUEST', rule: 'unknownOption' }]);
  });

  it('given an answered question, when it is answered again, then CONFLICT naming the question', () => {
    given([started('a1', 0), answered('a1', 'q2', 'a', false, 2)])
      .when(answerTest('a1', 'q2', 'c', 3))
      .thenThrows('CONFLICT', [{ field: 'questionId', code: 'CONFLICT', rule: 'questionAnswered' }]);
  });
});

describe('test record decider: deadlines', () => {
  it('given an open attempt, when its deadline is reached, then it finishes at the deadline as time up, the answers counted, and a retry waits from then', () => {
    given([started('a1', 0), answered('a1', 'q2', 'c', true, 4)])
      .when(reach('a1', 31))
      .then([finished('a1', 1, 30, 'timeUp')]);
  });

  it('given an open attempt, when a deadline arrives before its time, then nothing happens', () => {
    given([started('a1', 0)])
      .when(reach('a1', 29))
      .thenNothing();
  });

  it('given a failed attempt, when its retry wait is reached, then the retry is opened once', () => {
    given(failedOnce)
      .when(reach('a1', 5 + DAY))
      .then([retryOpened('a1', 5 + DAY)]);
    given([...failedOnce, retryOpened('a1', 5 + DAY)])
      .when(reach('a1', 6 + DAY))
      .thenNothing();
  });

  it('given a failed attempt, when its retry deadline has not come, or a later attempt has started, then nothing happens', () => {
    given(failedOnce).when(reach('a1', 6)).thenNothing();
    given([...failedOnce, started('a2', 5 + DAY)])
      .when(reach('a1', 5 + DAY + 1))
      .thenNothing();
  });

  it('given a pass or no such attempt, when a deadline is reached, then nothing happens', () => {
    const passed = [started('a1', 0), answered('a1', 'q2', 'c', true, 2), answered('a1', 'q1', 'b', true, 3), finished('a1', 2, 3)];
    given(passed)
      .when(reach('a1', 2 * DAY))
      .thenNothing();
    given([])
      .when(reach('a1', 2 * DAY))
      .thenNothing();
  });
});

describe('test record decider: whatever the order of commands', () => {
  const command = fc.oneof(
    fc.record({ kind: fc.constant('start' as const), completed: fc.boolean() }),
    fc.record({
      kind: fc.constant('answer' as const),
      attempt: fc.nat(4),
      questionId: fc.constantFrom('q1', 'q2', 'q3'),
      // Mostly right answers that do not end the attempt, so that passes happen often enough to test what follows them.
      optionId: fc.oneof({ arbitrary: fc.constant('right'), weight: 3 }, { arbitrary: fc.constantFrom('a', 'b', 'c'), weight: 1 }),
      isEnd: fc.oneof({ arbitrary: fc.constant(false), weight: 3 }, { arbitrary: fc.constant(true), weight: 1 }),
    }),
    fc.record({ kind: fc.constant('reach' as const), attempt: fc.nat(4) }),
  );
  // Mostly minutes apart (within an attempt's time), sometimes days (past deadlines and retry waits).
  const step = fc.tuple(
    command,
    fc.oneof({ arbitrary: fc.integer({ min: 0, max: 5 }), weight: 6 }, { arbitrary: fc.integer({ min: 0, max: 2 * DAY }), weight: 1 }),
  );

  const rightOption = (questionId: string) => definition.questions.find((q) => q.id === questionId)!.correctOptionId;

  it('keeps at most one attempt open, answers each question once per attempt and appends nothing after a pass', () => {
    fc.assert(
      fc.property(fc.array(step, { minLength: 5, maxLength: 60 }), (steps) => {
        let state: TestRecordState = testRecordDecider.initialState();
        let minutes = 0;
        let passedAt: number | null = null;
        const history: TestAttemptEvent[] = [];
        for (const [c, elapsed] of steps) {
          minutes += elapsed;
          const attemptId = (n: number) => state.attempts[n % Math.max(1, state.attempts.length)]?.attemptId ?? 'none';
          const next: TestRecordCommand =
            c.kind === 'start'
              ? startTest(`a${history.length}`, minutes, { courseCompleted: c.completed })
              : c.kind === 'answer'
                ? answerTest(attemptId(c.attempt), c.questionId, c.optionId === 'right' ? rightOption(c.questionId) : c.optionId, minutes, c.isEnd)
                : reach(attemptId(c.attempt), minutes);
          const decision = testRecordDecider.decide(next, state);
          if (decision instanceof DomainError) continue;
          if (passedAt !== null && decision.length > 0) return false;
          for (const event of decision) {
            history.push(event);
            state = testRecordDecider.evolve(state, event);
            if (event.type === 'TestAttemptFinished' && event.data.passed) passedAt = history.length;
          }
          if (state.attempts.filter((a) => a.finished === null).length > 1) return false;
          if (state.attempts.some((a) => new Set(a.answers.map((x) => x.questionId)).size !== a.answers.length)) return false;
        }
        return true;
      }),
      { numRuns: 300 },
    );
  });
});
