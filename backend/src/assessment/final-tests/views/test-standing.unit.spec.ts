import { describe, expect, it } from '@jest/globals';
import type { TestAttemptRecord, TestRecordDocument } from '@khru/contracts';
import { testStanding } from './test-standing.js';

const now = new Date('2026-11-22T12:00:00.000Z');
const attempt = (changes: Partial<TestAttemptRecord> = {}): TestAttemptRecord => ({
  id: 'a1',
  lang: 'en',
  startedAt: '2026-11-22T11:45:00.000Z',
  deadlineAt: '2026-11-22T12:15:00.000Z',
  questions: [
    { questionId: 'q1', optionIds: ['a', 'b'] },
    { questionId: 'q2', optionIds: ['a', 'b'] },
  ],
  answers: [],
  passMarkPercent: 50,
  retryWaitDays: 1,
  result: null,
  ...changes,
});
const failed = (retryAt: string, retryOpenedAt: string | null = null) =>
  attempt({
    result: { finishedAt: '2026-11-21T12:00:00.000Z', correctCount: 0, total: 2, scorePercent: 0, passed: false, reason: 'submitted', retryAt, retryOpenedAt },
  });
const record = (attempts: TestAttemptRecord[], passedAt: string | null = null): TestRecordDocument => ({
  _id: 'test-u1-c1',
  userId: 'u1',
  courseId: 'c1',
  attempts,
  passedAt,
  bestScorePercent: null,
  updatedAt: '2026-11-22T11:45:00.000Z',
});

describe('where a learner stands with a test', () => {
  it('is incompleteCourse before the course is completed, and ready once it is', () => {
    expect(testStanding(null, false, now)).toEqual({ outcome: 'incompleteCourse', retryAt: null, open: null });
    expect(testStanding(null, true, now)).toEqual({ outcome: 'ready', retryAt: null, open: null });
  });

  it('is inProgress with the open attempt while it is within its time', () => {
    const open = attempt();
    expect(testStanding(record([open]), true, now)).toEqual({ outcome: 'inProgress', retryAt: null, open });
  });

  it('is passed once an attempt passed, whatever came after', () => {
    expect(testStanding(record([attempt()], '2026-11-22T11:50:00.000Z'), true, now).outcome).toBe('passed');
  });

  it('is notPassed until the retry wait of a failed attempt has passed or the retry was opened, then ready', () => {
    expect(testStanding(record([failed('2026-11-22T12:00:01.000Z')]), true, now)).toEqual({
      outcome: 'notPassed',
      retryAt: '2026-11-22T12:00:01.000Z',
      open: null,
    });
    expect(testStanding(record([failed('2026-11-22T12:00:00.000Z')]), true, now).outcome).toBe('ready');
    expect(testStanding(record([failed('2026-11-23T12:00:00.000Z', '2026-11-22T11:59:00.000Z')]), true, now).outcome).toBe('ready');
  });

  it('answers an attempt past its deadline as it is about to finish: scored, the retry counted from the deadline', () => {
    const late = { deadlineAt: '2026-11-22T11:59:00.000Z' };
    expect(testStanding(record([attempt(late)]), true, now)).toEqual({ outcome: 'notPassed', retryAt: '2026-11-23T11:59:00.000Z', open: null });
    const halfRight = attempt({ ...late, answers: [{ questionId: 'q1', optionId: 'a', correct: true }] });
    expect(testStanding(record([halfRight]), true, now).outcome).toBe('passed');
  });
});
