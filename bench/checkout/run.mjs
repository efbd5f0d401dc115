// On demand: `npm run build && npm run bench:checkout` (set DATABASE_URL for the PostgreSQL-server rows).
// Boots the product with the demo seed, signs up learners, then times checkout end to end over HTTP:
// POST paymentapi/payment, then paying 4242 on the sandbox page, whose signed webhook records the
// payment, then waiting until the settlement workflow has issued the receipt (after the entitlements
// and the cart) as the result page does. Beside it, in the same run, single-event appends to the same
// event store.
import { loadRuntimeConfig, newEventId } from '@khru/platform';
import { createTestDatabase } from '@khru/platform/testing';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EVENT_STORE, bootstrap } from '@khru/backend/harness';
import { measure } from '../support/measure.mjs';

const CHECKOUTS = Number(process.env.BENCH_CHECKOUTS ?? 100);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);
const APPENDS = Number(process.env.BENCH_APPENDS ?? 500);
const COURSES = ['git-and-github', 'canva-for-business', 'seo-fundamentals', 'time-management', 'security-awareness', 'excel-essentials'];

/** A free loopback port: the sandbox sends its webhooks to PUBLIC_URL, so the app must know its own address. */
const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

async function run(label, env) {
  const dataDir = mkdtempSync(join(tmpdir(), 'khru-bench-checkout-'));
  const port = await freePort();
  const app = await bootstrap(
    loadRuntimeConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      RATE_LIMIT_PER_MINUTE: '10000000',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...env,
    }),
    { logs: false },
  );
  await app.listen(port, '127.0.0.1');
  const base = (await app.getUrl()).replace('[::1]', '127.0.0.1');
  const call = async (path, init = {}) => {
    const response = await fetch(`${base}${path}`, { redirect: 'manual', ...init });
    if (response.status >= 400) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return response;
  };
  const learners = [];
  for (let i = 0; i < Math.ceil(CHECKOUTS / COURSES.length); i++) {
    const password = 'bench-password-1';
    const body = JSON.stringify({
      email: `buyer-${i}-${randomUUID()}@example.com`,
      password,
      confirmPassword: password,
      firstName: 'Bench',
      lastName: String(i),
      agreeToTerms: true,
    });
    learners.push(await (await call('/api/authapi/auth/signup', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body })).json());
  }
  const rows = {};
  rows[`${label}: checkout + pay + settle, ${CONCURRENCY} in flight`] = await measure(CHECKOUTS, CONCURRENCY, async (i) => {
    const learner = learners[i % learners.length];
    const course = COURSES[Math.floor(i / learners.length) % COURSES.length];
    const started = await (
      await call('/api/paymentapi/payment', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${learner.jwtToken}`, 'Idempotency-Key': randomUUID() },
        body: JSON.stringify({ items: [{ itemId: course, isBundle: false }] }),
      })
    ).json();
    const paid = await call(started.payUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'cardNumber=4242424242424242&expiry=12%2F30&cvc=123',
    });
    if (paid.status !== 303) throw new Error(`pay answered ${paid.status}`);
    for (;;) {
      const order = await (await call(`/api/paymentapi/orders/${started.orderId}`, { headers: { Authorization: `Bearer ${learner.jwtToken}` } })).json();
      if (order.receiptNo) return;
      await new Promise((r) => setTimeout(r, 2));
    }
  });
  const store = app.get(EVENT_STORE);
  const meta = { correlationId: 'bench', causationId: 'bench', occurredAt: new Date().toISOString() };
  rows[`${label}: single-event append, 1 in flight`] = await measure(APPENDS, 1, async () => {
    await store.append(`bench-${randomUUID()}`, [{ id: newEventId(undefined, 0), type: 'Benched', data: {}, metadata: meta }], 'no_stream');
  });
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
  return rows;
}

const rows = await run('embedded (PGlite)', {});
if (process.env.DATABASE_URL) {
  const database = await createTestDatabase(process.env.DATABASE_URL);
  Object.assign(rows, await run('PostgreSQL server', { DATABASE_URL: database.url }));
  await database.drop();
} else {
  console.log('PostgreSQL-server rows skipped: set DATABASE_URL to include them.');
}
console.log(`Checkout end to end over HTTP (${CHECKOUTS} checkouts, ${APPENDS} appends), seeded catalogue, memory read models:`);
console.table(rows);
