import { afterAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { SharedState } from './shared-state.js';

const redisUrl = process.env.REDIS_URL;
if (!redisUrl) console.log('skipped: rate limits shared in Redis need REDIS_URL (.ci/run sets it to the Redis server on 127.0.0.1:6379)');

const refused = (attempt: Promise<unknown>) =>
  attempt.then(
    () => false,
    (error: unknown) => error instanceof RateLimiterRes,
  );

(redisUrl ? describe : describe.skip)('rate limits replicas share in Redis', () => {
  const opened: SharedState[] = [];
  afterAll(async () => {
    for (const shared of opened) await shared.close();
  });

  it('counts one client once across replicas, and another client apart', async () => {
    // One key prefix of this test's own, so that runs never meet.
    const redisKeyPrefix = `khru-test-${randomBytes(4).toString('hex')}:`;
    opened.push(...(await Promise.all([SharedState.open({ redisUrl: redisUrl!, redisKeyPrefix }), SharedState.open({ redisUrl: redisUrl!, redisKeyPrefix })])));
    const options = { keyPrefix: 'api', points: 3, duration: 60 };
    const limitA = opened[0]!.limiter(options);
    const limitB = opened[1]!.limiter(options);
    await limitA.consume('203.0.113.7');
    await limitB.consume('203.0.113.7');
    await limitA.consume('203.0.113.7');
    expect(await refused(limitB.consume('203.0.113.7'))).toBe(true);
    expect(await refused(limitA.consume('198.51.100.1'))).toBe(false);
  });
});

describe('rate limits, when Redis cannot be reached', () => {
  it('count in this process instead, neither opening the limit nor refusing everybody', async () => {
    // Port 9 (discard) has no Redis: every command fails at once.
    const shared = await SharedState.open({ redisUrl: 'redis://127.0.0.1:9', redisKeyPrefix: 'khru-test:' });
    const limit = shared.limiter({ keyPrefix: 'api', points: 2, duration: 60 });
    expect(await refused(limit.consume('203.0.113.7'))).toBe(false);
    expect(await refused(limit.consume('203.0.113.7'))).toBe(false);
    expect(await refused(limit.consume('203.0.113.7'))).toBe(true);
    await shared.close();
  });
});
