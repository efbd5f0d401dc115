import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fromBangkokWallClock, toBangkokWallClock } from './bangkok-time';

// The time zone of the browser must not matter: each case runs as if the admin's computer were in another one.
describe.each(['UTC', 'America/Los_Angeles', 'Asia/Bangkok'])('Bangkok time inputs on a computer set to %s', (zone) => {
  let before: string | undefined;
  beforeEach(() => {
    before = process.env.TZ;
    process.env.TZ = zone;
  });
  afterEach(() => {
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
  });

  it('save 09:00 typed for a voucher’s start as 09:00 in Bangkok (02:00 UTC)', () => {
    expect(fromBangkokWallClock('2026-06-01T09:00')).toBe('2026-06-01T02:00:00.000Z');
  });

  it('show a saved instant at its Bangkok time, the day rolling over past midnight', () => {
    expect(toBangkokWallClock('2026-06-01T02:00:00.000Z')).toBe('2026-06-01T09:00');
    expect(toBangkokWallClock(new Date('2026-05-31T20:30:00.000Z'))).toBe('2026-06-01T03:30');
  });

  it('keep what the input holds, and leave empty or unreadable values empty', () => {
    expect(toBangkokWallClock('2026-06-01T09:00')).toBe('2026-06-01T09:00');
    expect(toBangkokWallClock(null)).toBe('');
    expect(toBangkokWallClock('not a date')).toBe('');
    expect(fromBangkokWallClock('')).toBeNull();
  });
});
