// On demand: `npm run build && npm run bench:cluster`. Needs the PostgreSQL server (DATABASE_URL), Redis (REDIS_URL)
// and nginx, as `bash .ci/run` sets them up. Through nginx, on a cluster of `npm run cluster`:
//   1. catalogue reads, and a write mix (sign-up, cart, checkout and payment, progress), with 1, 2 and 3 replicas;
//   2. the requests per second of one replica whose rate limit counts in Redis against one counting in memory;
//   3. the time a new replica takes to serve once the store holds BENCH_EVENTS events (default 1,000,000), starting
//      from the snapshot the running replicas keep in the shared folder.
// The load is made on the same machine as the replicas, nginx, Redis and PostgreSQL share its cores.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, makeReplica, startCluster } from '../../scripts/cluster/cluster.mjs';
import { startNginx } from '../../scripts/cluster/nginx.mjs';
import { generateEvents } from '../rebuild/generate-events.mjs';
import { runLoad } from './load.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const WRITERS = Number(process.env.BENCH_WRITERS ?? 8);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 1_000_000);
const seedDir = new URL('../../infra/seed', import.meta.url).pathname;
const PASSWORD = 'bench-password-1';
const CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };
const courses = JSON.parse(readFileSync(join(seedDir, 'courses.json'), 'utf8')).courses.filter((course) => course.price > 0);
const categories = [...new Set(courses.map((course) => course.categoryId))];
// Folding a million events, or writing their snapshot at a stop, takes minutes on two cores.
const FOLD_LIMIT_MS = 20 * 60_000;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const round = (n) => Math.round(n).toLocaleString('en');

/** A catalogue visit: the categories, then a page of a category's courses. */
const readIteration = async (call, n) => {
  await call('GET', '/api/coursesapi/category');
  const categoryId = categories[n % categories.length];
  await call('POST', '/api/coursesapi/course/list-by-post', {
    json: { loadOptions: { skip: 0, take: 16, requireTotalCount: true, filter: ['categoryId', '=', categoryId] } },
  });
};

/** A new learner signs up, fills the cart, checks out and pays, waits for the receipt, then reports a minute of study. */
const writeIteration = async (call, n, lessons) => {
  const course = courses[n % courses.length];
  const email = `bench-${Date.now()}-${n}-${Math.random().toString(36).slice(2)}@example.com`;
  const signup = await call('POST', '/api/authapi/auth/signup', {
    json: { email, password: PASSWORD, confirmPassword: PASSWORD, firstName: 'Bench', lastName: 'Learner', agreeToTerms: true },
  });
  if (signup.status !== 201) return sleep(100);
  const auth = { Authorization: `Bearer ${signup.body.jwtToken}` };
  const added = await call('POST', '/api/paymentapi/cart', { headers: auth, json: { items: [{ itemId: course.id, isBundle: false }] } });
  await call('GET', `/api/paymentapi/cart?after=${encodeURIComponent(added.body?.position ?? '')}`, { headers: auth });
  const started = await call('POST', '/api/paymentapi/payment', {
    headers: { ...auth, 'Idempotency-Key': `bench-${email}` },
    json: { items: [{ itemId: course.id, isBundle: false }] },
  });
  if (started.status !== 200) return;
  const payUrl = new URL(started.body.payUrl, 'http://x');
  const payPath = `${payUrl.pathname}${payUrl.search}`;
  await call('GET', payPath, { headers: { Accept: 'text/html' } });
  await call('POST', payPath, { form: CARD });
  for (let i = 0; i < 100; i++) {
    const order = await call('GET', `/api/paymentapi/orders/${started.body.orderId}`, { headers: auth });
    if (order.body?.receiptNo) break;
    await sleep(100);
  }
  const lesson = lessons.get(course.id);
  if (lesson)
    await call('POST', `/api/coursesapi/course/${course.id}/progress`, { headers: auth, json: { lessonId: lesson, position: 60, watched: [[0, 60]] } });
};

/** Each course's first video lesson, from its public outline. */
const firstLessons = async (call) => {
  const lessons = new Map();
  for (const course of courses) {
    const outline = await call('GET', `/api/coursesapi/course/${course.id}`);
    const lesson = outline.body?.curriculum?.sortedSections?.flatMap((s) => s.lessons).find((l) => l.kind === 'video' && l.durationSeconds > 0);
    if (lesson) lessons.set(course.id, lesson.id);
  }
  return lessons;
};

const healthOf = async (url) => (await fetch(`${url}/api/health`)).json();

console.log(`Starting 3 replicas behind nginx (${SECONDS} s a measurement, ${CONNECTIONS} readers, ${WRITERS} writers)…`);
const cluster = await startCluster({ replicas: 3, env: { RATE_LIMIT_PER_MINUTE: '10000000', SEED_HISTORY: 'false' } });
try {
  const throughput = {};
  for (const n of [1, 2, 3]) {
    const port = await freePort();
    const nginx = await startNginx(
      join(cluster.runDir, `nginx-${n}`),
      port,
      cluster.replicas.slice(0, n).map((r) => r.port),
    );
    try {
      const url = `http://127.0.0.1:${port}`;
      const reads = await runLoad({ url, connections: CONNECTIONS, durationMs: SECONDS * 1000, iteration: readIteration });
      const writes = await runLoad({ url, connections: WRITERS, durationMs: SECONDS * 1000, iteration: writeIteration, setup: firstLessons });
      throughput[`${n} replica${n === 1 ? '' : 's'}`] = {
        'reads req/s': round(reads.perSecond),
        'reads p95 ms': reads.p95.toFixed(1),
        'write mix req/s': round(writes.perSecond),
        'write mix p95 ms': writes.p95.toFixed(1),
        errors: reads.errors + writes.errors,
      };
    } finally {
      await nginx.stop();
    }
  }
  console.log('\nThroughput through nginx (reads: categories and a page of courses; write mix: sign-up, cart, checkout, pay, receipt, progress)');
  console.table(throughput);

  // The same replica settings twice, one counting in Redis and one in memory, measured in turns.
  const shared = makeReplica(10, await freePort(), cluster.env, join(cluster.runDir, 'redis-limited.log'));
  const local = makeReplica(11, await freePort(), { ...cluster.env, REDIS_URL: '' }, join(cluster.runDir, 'memory-limited.log'));
  await Promise.all([shared.start(), local.start()]);
  const rates = { redis: [], memory: [] };
  for (let turn = 0; turn < 3; turn++) {
    for (const [name, replica] of [
      ['memory', local],
      ['redis', shared],
    ]) {
      const result = await runLoad({
        url: replica.url,
        connections: CONNECTIONS,
        durationMs: SECONDS * 1000,
        iteration: (call) => call('GET', '/api/coursesapi/category'),
      });
      rates[name].push(result.perSecond);
    }
  }
  await Promise.all([shared.kill('SIGTERM'), local.kill('SIGTERM')]);
  const mean = (values) => values.reduce((a, b) => a + b, 0) / values.length;
  console.log('\nOne replica, GET /api/coursesapi/category, rate limit counted in Redis against in memory (three turns each)');
  console.table({
    memory: { 'req/s (turns)': rates.memory.map(round).join(', '), 'mean req/s': round(mean(rates.memory)) },
    redis: { 'req/s (turns)': rates.redis.map(round).join(', '), 'mean req/s': round(mean(rates.redis)) },
  });
  console.log(`Redis / memory throughput: ${(mean(rates.redis) / mean(rates.memory)).toFixed(2)} (goal: at least 0.80)`);

  // A store of BENCH_EVENTS events: the running replicas fold it once and keep their snapshot in the shared folder.
  await Promise.all(cluster.replicas.map((replica) => replica.kill('SIGTERM', FOLD_LIMIT_MS)));
  let t = performance.now();
  const written = await generateEvents({ databaseUrl: cluster.databaseUrl }, EVENTS, seedDir);
  console.log(`\nWrote ${written.toLocaleString('en')} events in ${((performance.now() - t) / 1000).toFixed(1)} s.`);
  const [first, second] = cluster.replicas;
  t = performance.now();
  await first.start({}, FOLD_LIMIT_MS);
  const folded = (performance.now() - t) / 1000;
  // A clean stop writes the snapshots at the head, as a running replica does every minute.
  await first.kill('SIGTERM', FOLD_LIMIT_MS);
  await first.start({}, FOLD_LIMIT_MS);
  t = performance.now();
  await second.start({}, FOLD_LIMIT_MS);
  const joined = (performance.now() - t) / 1000;
  const answer = await fetch(`${second.url}/api/coursesapi/category`);
  const state = await healthOf(second.url);
  console.table({
    'a replica folding every event (no snapshot at that height)': { events: written, 'start to serving s': folded.toFixed(1) },
    'a new replica, from the shared snapshot': {
      events: written,
      'start to serving s': joined.toFixed(1),
      'started from': state.projections.startedFrom,
      'first answer': answer.status,
    },
  });
  console.log(`New replica serving after ${joined.toFixed(1)} s at ${written.toLocaleString('en')} events (goal: within 15 s).`);
} finally {
  await cluster.stop();
}
