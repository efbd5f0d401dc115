import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { SharedState } from '../../kernel/shared-state/shared-state.js';
import { AttemptThrottle, THROTTLE_LIMITS } from './attempt-throttle.js';

const owner = 'owner@example.com';
const attacker = '203.0.113.9';
const ownersPhone = '198.51.100.7';

/** The Retry-After seconds of a refusal, or null when the login may go ahead. */
async function waitAsked(throttle: AttemptThrottle, email: string, address: string): Promise<number | null> {
  try {
    await throttle.assertLoginAllowed(email, address);
    return null;
  } catch (refusal) {
    expect((refusal as { getStatus(): number }).getStatus()).toBe(429);
    return (refusal as { retryAfterSeconds: number }).retryAfterSeconds;
  }
}

const fail = async (throttle: AttemptThrottle, times: number, email = owner, address = attacker) => {
  for (let i = 0; i < times; i++) await throttle.loginFailed(email, address);
};

describe('login attempt throttle', () => {
  let throttle: AttemptThrottle;
  beforeEach(async () => {
    jest.useFakeTimers({ now: new Date('2026-11-22T10:00:00.000Z') });
    throttle = new AttemptThrottle(await SharedState.open({ redisUrl: null, redisKeyPrefix: 'khru:' }));
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('lets the first four failures for an account from one address go without a wait', async () => {
    await fail(throttle, 4);
    expect(await waitAsked(throttle, owner, attacker)).toBeNull();
  });

  it('makes the failing address wait after the fifth failure, while the owner logs in from another address', async () => {
    await fail(throttle, 5);
    expect(await waitAsked(throttle, owner, attacker)).toBe(30);
    expect(await waitAsked(throttle, owner, ownersPhone)).toBeNull();
  });

  it('makes each further failure from that address wait longer', async () => {
    await fail(throttle, 5);
    jest.advanceTimersByTime(30_000);
    expect(await waitAsked(throttle, owner, attacker)).toBeNull();
    await fail(throttle, 1);
    expect(await waitAsked(throttle, owner, attacker)).toBe(60);
    jest.advanceTimersByTime(60_000);
    await fail(throttle, 1);
    expect(await waitAsked(throttle, owner, attacker)).toBe(120);
  });

  it('forgets the failures of an account and address once a login from there succeeds', async () => {
    await fail(throttle, 4);
    await throttle.loginSucceeded(owner, attacker);
    await fail(throttle, 4);
    expect(await waitAsked(throttle, owner, attacker)).toBeNull();
  });

  it('still holds one address failing on many accounts to its own limit, for every account', async () => {
    for (let i = 0; i < THROTTLE_LIMITS.failuresPerAddress; i++) await throttle.loginFailed(`victim-${i}@example.com`, attacker);
    expect(await waitAsked(throttle, owner, attacker)).toBeGreaterThan(0);
    expect(await waitAsked(throttle, owner, ownersPhone)).toBeNull();
  });
});
