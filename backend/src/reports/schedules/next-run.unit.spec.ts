import { describe, expect, it } from '@jest/globals';
import { nextRunAfter } from './next-run.js';

// 07:00 in Bangkok is 00:00 UTC.
describe('the next run of a scheduled report', () => {
  it('weekly: the next Monday at 07:00 Bangkok', () => {
    // Wednesday 2026-11-25, 10:00 Bangkok.
    expect(nextRunAfter('weekly', '2026-11-25T03:00:00.000Z')).toBe('2026-11-30T00:00:00.000Z');
    // Sunday 2026-11-29, 23:30 Bangkok.
    expect(nextRunAfter('weekly', '2026-11-29T16:30:00.000Z')).toBe('2026-11-30T00:00:00.000Z');
  });

  it('weekly: on a Monday before 07:00 Bangkok, that same morning; at or after it, the Monday after', () => {
    // Monday 2026-11-30, 06:59 Bangkok is Sunday 23:59 UTC: the day is Bangkok's.
    expect(nextRunAfter('weekly', '2026-11-29T23:59:00.000Z')).toBe('2026-11-30T00:00:00.000Z');
    expect(nextRunAfter('weekly', '2026-11-30T00:00:00.000Z')).toBe('2026-12-07T00:00:00.000Z');
    expect(nextRunAfter('weekly', '2026-11-30T00:00:00.001Z')).toBe('2026-12-07T00:00:00.000Z');
  });

  it('monthly: the next 1st at 07:00 Bangkok, across the year end', () => {
    expect(nextRunAfter('monthly', '2026-11-25T03:00:00.000Z')).toBe('2026-12-01T00:00:00.000Z');
    expect(nextRunAfter('monthly', '2026-12-01T00:00:00.000Z')).toBe('2027-01-01T00:00:00.000Z');
    // 1 December, 05:00 Bangkok is 30 November in UTC: the run that morning is still ahead.
    expect(nextRunAfter('monthly', '2026-11-30T22:00:00.000Z')).toBe('2026-12-01T00:00:00.000Z');
    // 31 January, 23:59 Bangkok.
    expect(nextRunAfter('monthly', '2027-01-31T16:59:59.000Z')).toBe('2027-02-01T00:00:00.000Z');
  });
});
