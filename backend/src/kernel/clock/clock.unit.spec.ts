import { afterEach, describe, expect, it } from '@jest/globals';
import { now, reset, travel } from './clock.js';

describe('the server clock', () => {
  afterEach(reset);

  it('reads the machine time until a test moves it, adds up moves and goes back on reset', () => {
    expect(Math.abs(now().getTime() - Date.now())).toBeLessThan(1000);
    travel(60_000);
    travel(24 * 3_600_000);
    const moved = now().getTime() - Date.now();
    expect(moved).toBeGreaterThan(24 * 3_600_000 + 59_000);
    expect(moved).toBeLessThan(24 * 3_600_000 + 61_000);
    reset();
    expect(Math.abs(now().getTime() - Date.now())).toBeLessThan(1000);
  });
});
