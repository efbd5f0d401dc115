import { describe, expect, it } from '@jest/globals';
import { untilExpiry } from './until-expiry.js';

const NOW = new Date('2026-03-01T10:00:00.000Z');
const later = (ms: number) => new Date(NOW.getTime() + ms);

describe('how long a stream waits for its token to expire', () => {
  it('is the time left', () => {
    expect(untilExpiry(later(15 * 60_000), NOW)).toBe(15 * 60_000);
  });

  it('is nothing once the expiry has passed', () => {
    expect(untilExpiry(later(0), NOW)).toBe(0);
    expect(untilExpiry(later(-5000), NOW)).toBe(0);
  });

  it('is never longer than a timer can wait (a longer wait would fire at once)', () => {
    expect(untilExpiry(later(40 * 24 * 3600_000), NOW)).toBe(2 ** 31 - 1);
  });
});
