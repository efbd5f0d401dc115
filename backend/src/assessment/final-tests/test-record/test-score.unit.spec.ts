import { describe, expect, it } from '@jest/globals';
import { daysAfter, scoreOf } from './test-score.js';

const answers = (right: number, wrong: number) => [...Array<{ correct: boolean }>(right).fill({ correct: true }), ...Array(wrong).fill({ correct: false })];

describe('an attempt’s score', () => {
  it('is the whole percent of the drawn questions answered right, rounded down, unanswered ones wrong', () => {
    expect(scoreOf(answers(9, 1), 10, 90)).toEqual({ correctCount: 9, total: 10, scorePercent: 90, passed: true });
    expect(scoreOf(answers(8, 0), 9, 88)).toEqual({ correctCount: 8, total: 9, scorePercent: 88, passed: true });
    expect(scoreOf(answers(8, 0), 10, 90)).toEqual({ correctCount: 8, total: 10, scorePercent: 80, passed: false });
    expect(scoreOf(answers(2, 1), 3, 67)).toMatchObject({ scorePercent: 66, passed: false });
  });

  it('counts days from an instant', () => {
    expect(daysAfter('2026-11-22T10:00:00.000Z', 1)).toBe('2026-11-23T10:00:00.000Z');
  });
});
