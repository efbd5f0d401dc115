import { describe, expect, it } from '@jest/globals';
import { between, onReportDay, seededRandom } from './demo-history.js';

describe('the demo history’s building blocks', () => {
  it('gives the same numbers in [0, 1) for the same key, and other numbers for another key', () => {
    const take = (key: string) => Array.from({ length: 50 }, seededRandom(key));
    const numbers = take('login:a:0');
    expect(take('login:a:0')).toEqual(numbers);
    expect(take('login:a:1')).not.toEqual(numbers);
    expect(numbers.every((n) => n >= 0 && n < 1)).toBe(true);
    expect(new Set(numbers).size).toBe(50);
  });

  it('picks whole numbers from low to high, both included', () => {
    const random = seededRandom('between');
    const picked = new Set(Array.from({ length: 200 }, () => between(random, 2, 4)));
    expect([...picked].sort()).toEqual([2, 3, 4]);
  });

  it('places an instant on a Bangkok day (UTC+7)', () => {
    expect(onReportDay('2026-03-02', 9 * 60 + 30)).toBe('2026-03-02T02:30:00.000Z');
    expect(onReportDay('2026-03-02', 0)).toBe('2026-03-01T17:00:00.000Z');
  });
});
