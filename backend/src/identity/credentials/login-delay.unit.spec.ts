import { describe, expect, it } from '@jest/globals';
import { LOGIN_DELAY, loginDelaySeconds } from './login-delay.js';

describe('login delay (one account from one address)', () => {
  it('costs nothing for the first few failures', () => {
    for (let failures = 0; failures <= LOGIN_DELAY.freeFailures; failures++) expect(loginDelaySeconds(failures)).toBe(0);
  });

  it('then doubles with each failure, up to 15 minutes', () => {
    const delays = [5, 6, 7, 8, 9, 10, 11, 40].map(loginDelaySeconds);
    expect(delays).toEqual([30, 60, 120, 240, 480, 900, 900, 900]);
  });
});
