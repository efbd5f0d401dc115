import { describe, expect, it } from 'vitest';
import { endAfterStart, endOfBangkokDay, startOfBangkokDay } from './bangkok-day';

describe('contract and licence days', () => {
  it('runs from the first to the last instant of the chosen Bangkok days', () => {
    expect(startOfBangkokDay('2026-01-01')).toBe('2025-12-31T17:00:00.000Z');
    expect(endOfBangkokDay('2026-12-31')).toBe('2026-12-31T16:59:59.999Z');
  });

  it('refuses an end before the start, and allows one day', () => {
    const rule = endAfterStart('start', 'too early');
    expect(rule('2026-01-01', { start: '2026-02-01' })).toBe('too early');
    expect(rule('2026-02-01', { start: '2026-02-01' })).toBeUndefined();
    expect(rule('2026-03-01', { start: '2026-02-01' })).toBeUndefined();
  });
});
