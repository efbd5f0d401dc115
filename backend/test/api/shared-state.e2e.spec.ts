import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { uniqueEmail } from '../support/accounts.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const redisUrl = process.env.REDIS_URL;
if (!redisUrl) console.log('skipped: two replicas sharing state need REDIS_URL (.ci/run sets it to the Redis server on 127.0.0.1:6379)');

const LIMIT = 10;
const from = (app: TestApp, client: string) => ({
  get: (path: string) => request(app.app.getHttpServer()).get(path).set('X-Forwarded-For', client),
  post: (path: string) => request(app.app.getHttpServer()).post(path).set('X-Forwarded-For', client),
});

(redisUrl ? describe : describe.skip)('two replicas sharing state in Redis, behind a proxy on this machine', () => {
  // A key prefix of this run's own, so counters of other runs and suites never meet these.
  const env = { REDIS_URL: redisUrl ?? '', REDIS_KEY_PREFIX: `khru-test-${randomBytes(4).toString('hex')}:`, RATE_LIMIT_PER_MINUTE: String(LIMIT) };
  let replicas: TestApp[] = [];
  beforeAll(async () => {
    replicas = [await startTestApp('pglite', env), await startTestApp('pglite', env)];
  });
  afterAll(async () => {
    for (const replica of replicas) await replica.dispose();
  });
  const replica = (i: number) => replicas[i % replicas.length]!;

  it('counts one client once across both replicas, and never limits another client', async () => {
    for (let i = 0; i < LIMIT; i++) await from(replica(i), '203.0.113.7').get('/api/coursesapi/category').expect(200);
    for (const i of [0, 1]) {
      const limited = await from(replica(i), '203.0.113.7').get('/api/coursesapi/category').expect(429);
      expect(limited.body).toMatchObject({ code: 'REQUEST_TIMEOUT' });
    }
    await from(replica(0), '198.51.100.1').get('/api/coursesapi/category').expect(200);
    await from(replica(1), '198.51.100.1').get('/api/coursesapi/category').expect(200);
  });

  it('slows password guessing of one account from one address across both replicas', async () => {
    const email = uniqueEmail('guessed');
    const guess = (i: number) =>
      from(replica(i), '192.0.2.50')
        .post('/api/authapi/auth/login')
        .send({ email, password: `wrong-guess-${i}` });
    // Four failures cost nothing, the fifth makes the next wait: spread over two replicas, each sees only some of them.
    for (let i = 0; i < 5; i++) expect((await guess(i)).status).toBe(401);
    const held = await guess(5);
    expect(held.status).toBe(429);
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('the client address behind proxies', () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await startTestApp('pglite', { TRUST_PROXY: '10.0.0.0/8', RATE_LIMIT_PER_MINUTE: '3' });
  });
  afterAll(async () => {
    await subject?.dispose();
  });

  it('ignores X-Forwarded-For from a peer outside TRUST_PROXY: a forged address is not a new client', async () => {
    for (const forged of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) await from(subject, forged).get('/api/coursesapi/category').expect(200);
    await from(subject, '203.0.113.4').get('/api/coursesapi/category').expect(429);
  });
});
