import { describe, expect, it } from '@jest/globals';
import type { CourseTestData, DrawnQuestion, TestAttemptEvent } from '@khru/contracts';
import fc from 'fast-check';
import { givenWhen } from '../../../kernel/commands/given-when-then.js';
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

const when = givenWhen(testRecordDecider);
const refusal = (decision: unknown) => {
  expect(decision).toBeInstanceOf(DomainError);
  const error = decision as DomainError;
  return [error.code, ...error.fields.map((f) => `${f.field}:${f.rule ?? f.code}`)];
};
const failedOnce = [started('a1', 0), answered('a1', 'q2', 'a', false, 5), finished('a1', 0, 5)];

describe('test record decider: starting', () => {
  it('given nothing, when a learner who completed the course starts, then the attempt records its draw, the rules and the deadline', () => {
    expect(when([], startTest('a1', 0))).toEqual([started('a1', 0)]);
  });

  it('given nothing, when the course has no test, then NOT_FOUND', () => {
    expect(refusal(when([], startTest('a1', 0, { definition: null })))).toEqual(['NOT_FOUND']);
  });

  it('given nothing, when the course is not completed, then COURSE_NOT_COMPLETED', () => {
    expect(refusal(when([], startTest('a1', 0, { courseCompleted: false })))).toEqual(['COURSE_NOT_COMPLETED']);
  });

  it('given a pass, when the learner starts again, then TEST_ALREADY_PASSED, even after any wait', () => {
    const passed = [started('a1', 0), answered('a1', 'q2', 'c', true, 2), answered('a1', 'q1', 'b', true, 3), finished('a1', 2, 3)];
    expect(refusal(when(passed, startTest('a2', 2 * DAY)))).toEqual(['TEST_ALREADY_PASSED']);
  });

  it('given an open attempt within its time, when the learner starts again, then nothing is appended: the open attempt is resumed', () => {
    expect(when([started('a1', 0), answered('a1', 'q2', 'a', false, 5)], startTest('a2', 29))).toEqual([]);
  });

  it('given an open attempt past its deadline, when the learner starts again, then TEST_RETRY_NOT_OPEN until it has finished', () => {
    expect(refusal(when([started('a1', 0)], startTest('a2', 30)))).toEqual(['TEST_RETRY_NOT_OPEN']);
  });

  it('given a failed attempt, when the learner starts before the retry wait has passed, then TEST_RETRY_NOT_OPEN', () => {
    expect(refusal(when(failedOnce, startTest('a2', 5 + DAY - 1)))).toEqual(['TEST_RETRY_NOT_OPEN']);
  });

  it('given a failed attempt, when the retry wait has passed (opened or not yet recorded), then a new attempt starts', () => {
    expect(when(failedOnce, startTest('a2', 5 + DAY))).toEqual([started('a2', 5 + DAY)]);
    expect(when([...failedOnce, retryOpened('a1', 5 + DAY)], startTest('a2', 6 + DAY))).toEqual([started('a2', 6 + DAY)]);
  });

  it('given a retry wait of no days, when the failed learner starts at once, then the attempt starts', () => {
    const noWait = { ...definition, retryWaitDays: 0 };
    const failed = finished('a1', 0, 5);
    const failedNow = { ...failed, data: { ...failed.data, retryAt: at(5) } } as TestAttemptEvent;
    const attempt = when([started('a1', 0), failedNow], startTest('a2', 5, { definition: noWait }));
    expect(attempt).toEqual([expect.objectContaining({ type: 'TestAttemptStarted', data: expect.objectContaining({ attemptId: 'a2', retryWaitDays: 0 }) })]);
  });

  it('given nothing, when the draw does not fit the test (too few, repeated, foreign or missing options), then BAD_REQUEST', () => {
    const wrongDraws: DrawnQuestion[][] = [
      draw.slice(0, 1),
      [draw[0]!, draw[0]!],
      [draw[0]!, { questionId: 'q9', optionIds: ['a', 'b', 'c'] }],
      [draw[0]!, { questionId: 'q1', optionIds: ['a', 'b'] }],
      [draw[0]!, { questionId: 'q1', optionIds: ['a', 'b', 'z'] }],
    ];
    for (const wrong of wrongDraws) expect(refusal(when([], startTest('a1', 0, { draw: wrong })))).toEqual(['BAD_REQUEST', 'questions:BAD_REQUEST']);
  });

  it('given an attempt, when a start names the same attempt id, then ALREADY_EXIST', () => {
    expect(refusal(when(failedOnce, startTest('a1', 2 * DAY)))).toEqual(['ALREADY_EXIST']);
  });
});

describe('test record decider: answering', () => {
  it('given an open attempt, when a question is answered, then the answer is recorded with whether it is right', () => {
    expect(when([started('a1', 0)], answerTest('a1', 'q2', 'c', 4))).toEqual([answered('a1', 'q2', 'c', true, 4)]);
    expect(when([started('a1', 0)], answerTest('a1', 'q1', 'a', 4))).toEqual([answered('a1', 'q1', 'a', false, 4)]);
  });

  it('given one right answer, when the last question is answered right, then the attempt finishes passed with no retry', () => {
    expect(when([started('a1', 0), answered('a1', 'q2', 'c', true, 2)], answerTest('a1', 'q1', 'b', 3))).toEqual([
      answered('a1', 'q1', 'b', true, 3),
      finished('a1', 2, 3),
    ]);
  });

  it('given an open attempt, when the learner ends it early, then the unanswered questions count as wrong and a retry waits a day', () => {
    expect(when([started('a1', 0)], answerTest('a1', 'q2', 'c', 3, true))).toEqual([answered('a1', 'q2', 'c', true, 3), finished('a1', 1, 3)]);
  });

  it('given no such attempt in the caller’s record, when answering, then NOT_FOUND', () => {
    expect(refusal(when([started('a1', 0)], answerTest('a9', 'q2', 'c', 3)))).toEqual(['NOT_FOUND']);
  });

  it('given a finished attempt, when answering, then CONFLICT naming the finished attempt', () => {
    expect(refusal(when(failedOnce, answerTest('a1', 'q1', 'b', 6)))).toEqual(['CONFLICT', 'attemptId:attemptFinished']);
  });

  it('given an open attempt, when the answer arrives at or after its deadline, then TEST_TIME_UP', () => {
    expect(refusal(when([started('a1', 0)], answerTest('a1', 'q2', 'c', 30)))).toEqual(['TEST_TIME_UP']);
  });

  it('given an open attempt, when the question was not drawn or the option is not the question’s, then BAD_REQUEST naming the field', () => {
    expect(refusal(when([started('a1', 0)], answerTest('a1', 'q3', 'a', 3)))).toEqual(['BAD_REQUEST', 'questionId:unknownQuestion']);
    expect(refusal(when([started('a1', 0)], answerTest('a1', 'nope', 'a', 3)))).toEqual(['BAD_REQUEST', 'questionId:unknownQuestion']);
    expect(refusal(when([started('a1', 0)], answerTest('a1', 'q2', 'z', 3)))).toEqual(['BAD_REQUEST', 'optionId:unknownOption']);
  });

  it('given an answered question, when it is answered again, then CONFLICT naming the question', () => {
    expect(refusal(when([started('a1', 0), answered('a1', 'q2', 'a', false, 2)], answerTest('a1', 'q2', 'c', 3)))).toEqual([
      'CONFLICT',
      'questionId:questionAnswered',
    ]);
  });
});

describe('test record decider: deadlines', () => {
  it('given an open attempt, when its deadline is reached, then it finishes at the deadline as time up, the answers counted, and a retry waits from then', () => {
    expect(when([started('a1', 0), answered('a1', 'q2', 'c', true, 4)], reach('a1', 31))).toEqual([finished('a1', 1, 30, 'timeUp')]);
  });

  it('given an open attempt, when a deadline arrives before its time, then nothing happens', () => {
    expect(when([started('a1', 0)], reach('a1', 29))).toEqual([]);
  });

  it('given a failed attempt, when its retry wait is reached, then the retry is opened once', () => {
    expect(when(failedOnce, reach('a1', 5 + DAY))).toEqual([retryOpened('a1', 5 + DAY)]);
    expect(when([...failedOnce, retryOpened('a1', 5 + DAY)], reach('a1', 6 + DAY))).toEqual([]);
  });

  it('given a failed attempt, when its retry deadline has not come, or a later attempt has started, then nothing happens', () => {
    expect(when(failedOnce, reach('a1', 6))).toEqual([]);
    expect(when([...failedOnce, started('a2', 5 + DAY)], reach('a1', 5 + DAY + 1))).toEqual([]);
  });

  it('given a pass or no such attempt, when a deadline is reached, then nothing happens', () => {
    const passed = [started('a1', 0), answered('a1', 'q2', 'c', true, 2), answered('a1', 'q1', 'b', true, 3), finished('a1', 2, 3)];
    expect(when(passed, reach('a1', 2 * DAY))).toEqual([]);
    expect(when([], reach('a1', 2 * DAY))).toEqual([]);
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
        let state: TestRecordState = testRecordDecider.initialState;
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
