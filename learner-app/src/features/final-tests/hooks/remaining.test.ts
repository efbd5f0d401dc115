import { describe, expect, it } from 'vitest';
import { countdownParts, secondsUntil } from './remaining';

describe('countdowns', () => {
  it('count whole seconds up to the moment and stop at zero', () => {
    const at = Date.parse('2026-05-01T10:00:00Z');
    expect(secondsUntil('2026-05-01T10:00:30Z', at)).toBe(30);
    expect(secondsUntil('2026-05-01T10:00:30Z', at + 29_500)).toBe(1);
    expect(secondsUntil('2026-05-01T10:00:30Z', at + 31_000)).toBe(0);
  });

  it('read minutes and seconds, hours past an hour and days past a day', () => {
    expect(countdownParts(65)).toEqual({ days: 0, clock: '01:05' });
    expect(countdownParts(3600 + 61)).toEqual({ days: 0, clock: '01:01:01' });
    expect(countdownParts(86_400 + 59)).toEqual({ days: 1, clock: '00:00:59' });
  });
});
