import { describe, expect, it } from '@jest/globals';
import { reportDayOf } from '@khru/contracts';
import { isDrawOf } from '../test-record/draw.js';
import { scoreOf } from '../test-record/test-score.js';
import { plannedAttempts, testedCompletions } from './test-attempt-plan.js';

const now = new Date('2026-11-18T06:00:00.000Z');
const test = {
  passMarkPercent: 90,
  retryWaitDays: 1,
  questionsPerAttempt: 10,
  questions: Array.from({ length: 14 }, (_, i) => ({
    id: `t${i + 1}`,
    textEn: `Question ${i + 1}`,
    textTh: `คำถาม ${i + 1}`,
    options: ['a', 'b', 'c'].map((id) => ({ id, textEn: id, textTh: id })),
    correctOptionId: 'c',
  })),
};
const days = Array.from({ length: 300 }, (_, i) => reportDayOf(new Date(Date.UTC(2026, 0, 1 + i)))).filter((_, i) => i % 2 === 0);
const completedAt = '2026-05-04T07:00:00.000Z';
const planned = Array.from({ length: 80 }, (_, i) => plannedAttempts({ userId: `user-${i}`, courseId: 'course', completedAt }, test, days, now));

describe('the demo organisation’s final tests', () => {
  it('tests a handful of the completed courses, the same ones every time', () => {
    const completions = Array.from({ length: 40 }, (_, i) => ({ userId: `user-${i}`, courseId: 'course' }));
    const tested = testedCompletions(completions, 5);
    expect(tested).toHaveLength(5);
    expect(testedCompletions([...completions].reverse(), 5)).toEqual(tested);
  });

  it('passes most testers at once, some on a retry, and fails a few', () => {
    const outcomes = planned.map((attempts) => attempts.map((a) => (a.passes ? 'pass' : 'fail')).join(','));
    expect(outcomes.filter((o) => o === 'pass').length).toBeGreaterThan(outcomes.filter((o) => o === 'fail,pass').length);
    expect(outcomes.filter((o) => o === 'fail,pass').length).toBeGreaterThan(0);
    expect(outcomes.filter((o) => o === 'fail').length).toBeGreaterThan(0);
    expect(outcomes.filter((o) => o === '')).toEqual([]);
  });

  it('answers a fair draw so that each attempt passes or fails as planned', () => {
    for (const attempt of planned.flat()) {
      expect(isDrawOf(attempt.draw, test)).toBe(true);
      expect(attempt.answers.map((a) => a.questionId)).toEqual(attempt.draw.map((d) => d.questionId));
      const answers = attempt.answers.map((a) => ({ correct: a.optionId === 'c' }));
      expect(scoreOf(answers, attempt.draw.length, test.passMarkPercent).passed).toBe(attempt.passes);
      for (const [index, answer] of attempt.answers.entries()) expect(attempt.draw[index]!.optionIds).toContain(answer.optionId);
    }
  });

  it('tests after the completion, on login days, and retries only once the wait is over, never later than now', () => {
    for (const attempts of planned) {
      for (const [index, attempt] of attempts.entries()) {
        expect(Date.parse(attempt.startedAt)).toBeGreaterThan(Date.parse(completedAt));
        expect(days).toContain(reportDayOf(attempt.startedAt));
        expect(Date.parse(attempt.answers.at(-1)!.at)).toBeLessThan(now.getTime());
        const previous = attempts[index - 1];
        if (previous) expect(Date.parse(attempt.startedAt) - Date.parse(previous.answers.at(-1)!.at)).toBeGreaterThanOrEqual(24 * 3600 * 1000);
      }
    }
  });

  it('tests no one without a login day after the completion', () => {
    expect(planned.flatMap((_, i) => plannedAttempts({ userId: `user-${i}`, courseId: 'course', completedAt }, test, ['2026-01-05'], now))).toEqual([]);
  });
});
