import { describe, expect, it } from '@jest/globals';
import type { TestAttemptEvent } from '@khru/contracts';
import { recorded } from '../testing/recorded.js';
import { documentBeforeAndAfterReplay } from '../testing/replay.js';
import { testAttemptsProjection } from './test-attempts.projection.js';
import { testRecordsProjection } from './test-records.projection.js';

const who = { userId: 'u1', courseId: 'c1' };
const questions = [
  { questionId: 'q2', optionIds: ['c', 'a'] },
  { questionId: 'q1', optionIds: ['a', 'b'] },
];
const started = (attemptId: string, at: string): TestAttemptEvent => ({
  type: 'TestAttemptStarted',
  data: { attemptId, ...who, lang: 'en', questions, passMarkPercent: 90, timeLimitMinutes: 30, retryWaitDays: 1, deadlineAt: `${at}+30m`, at },
});
const finished = (attemptId: string, correctCount: number, at: string, retryAt: string | null): TestAttemptEvent => ({
  type: 'TestAttemptFinished',
  data: {
    attemptId,
    ...who,
    correctCount,
    total: 2,
    scorePercent: correctCount * 50,
    passMarkPercent: 90,
    passed: retryAt === null,
    reason: 'submitted',
    retryAt,
    at,
  },
});
const events: TestAttemptEvent[] = [
  started('a1', 't1'),
  { type: 'TestQuestionAnswered', data: { attemptId: 'a1', ...who, questionId: 'q2', optionId: 'a', correct: false, at: 't2' } },
  finished('a1', 0, 't2', 't2+1d'),
  { type: 'TestRetryOpened', data: { attemptId: 'a1', ...who, at: 't3' } },
  started('a2', 't4'),
  { type: 'TestQuestionAnswered', data: { attemptId: 'a2', ...who, questionId: 'q2', optionId: 'c', correct: true, at: 't5' } },
  { type: 'TestQuestionAnswered', data: { attemptId: 'a2', ...who, questionId: 'q1', optionId: 'a', correct: true, at: 't6' } },
  finished('a2', 2, 't6', null),
];

describe('test records projection', () => {
  it('keeps each attempt with its draw, answers and result, the first pass and the best score, the same when applied twice', async () => {
    const { once, twice } = await documentBeforeAndAfterReplay(
      testRecordsProjection,
      events.map((e) => recorded(e)),
      'test-u1-c1',
    );
    expect(once).toMatchObject({
      userId: 'u1',
      courseId: 'c1',
      passedAt: 't6',
      bestScorePercent: 100,
      updatedAt: 't6',
      attempts: [
        {
          id: 'a1',
          lang: 'en',
          startedAt: 't1',
          deadlineAt: 't1+30m',
          questions,
          answers: [{ questionId: 'q2', optionId: 'a', correct: false }],
          result: { finishedAt: 't2', correctCount: 0, scorePercent: 0, passed: false, reason: 'submitted', retryAt: 't2+1d', retryOpenedAt: 't3' },
        },
        {
          id: 'a2',
          answers: [
            { questionId: 'q2', optionId: 'c', correct: true },
            { questionId: 'q1', optionId: 'a', correct: true },
          ],
          result: { finishedAt: 't6', correctCount: 2, total: 2, scorePercent: 100, passed: true, retryAt: null, retryOpenedAt: null },
        },
      ],
    });
    expect(twice).toEqual(once);
  });

  it('records whose record each attempt belongs to', async () => {
    const { once, twice } = await documentBeforeAndAfterReplay(testAttemptsProjection, [recorded(started('a1', 't1'))], 'a1');
    expect(once).toEqual({ _id: 'a1', userId: 'u1', courseId: 'c1', startedAt: 't1', _positions: expect.anything() });
    expect(twice).toEqual(once);
  });
});
