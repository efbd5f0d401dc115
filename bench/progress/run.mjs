// On demand: `npm run build && npm run bench:progress` (set DATABASE_URL for the PostgreSQL-server rows).
// 1. Boots the product with the demo seed, gives LEARNERS learners a course (their accounts, sessions and
//    access appended directly, with access tokens signed by the app's key, as a login would answer), then
//    times the player's reports over HTTP (POST coursesapi/course/{id}/progress): the first report of a
//    lesson (appends `LessonWatched`), a second one within the minute (the event budget absorbs it:
//    nothing is appended), and reading the progress back; beside them, in the same run, single-event
//    appends to the same event store. On PGlite and, with DATABASE_URL, on the PostgreSQL server.
// 2. Writes BENCH_EVENTS (default 1,000,000) progress events into a fresh embedded data directory and
//    boots on it: the rate at which the read models are rebuilt from them.
import { entitlementStream, progressStream, userStream } from '@khru/contracts';
import { formatPosition, loadRuntimeConfig, newEventId } from '@khru/platform';
import { createTestDatabase } from '@khru/platform/testing';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EVENT_STORE, JWT_SECRET, bootstrap, signAccessToken } from '@khru/backend/harness';
import { bootToHealthy, mb } from '../support/boot-to-healthy.mjs';
import { writeHistories } from '../support/bulk-events.mjs';
import { measure } from '../support/measure.mjs';
import { progressHistories } from './progress-histories.mjs';

const LEARNERS = Number(process.env.BENCH_LEARNERS ?? 1000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const APPENDS = Number(process.env.BENCH_APPENDS ?? 500);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 1_000_000);
const COURSE = 'git-and-github';
const LESSON = `${COURSE}-welcome`;
const YEAR_MS = 365 * 24 * 3600 * 1000;
const seedDir = join(dirname(fileURLToPath(import.meta.url)), '../../infra/seed');

async function reports(label, env) {
  const dataDir = mkdtempSync(join(tmpdir(), 'khru-bench-progress-'));
  const app = await bootstrap(loadRuntimeConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '10000000', PORT: '0', ...env }), {
    logs: false,
  });
  await app.listen(0, '127.0.0.1');
  const base = (await app.getUrl()).replace('[::1]', '127.0.0.1');
  const store = app.get(EVENT_STORE);
  const secret = app.get(JWT_SECRET);
  const now = () => new Date().toISOString();
  const append = (stream, events) =>
    store.append(
      stream,
      events.map((e) => ({ id: randomUUID(), ...e, metadata: { correlationId: 'bench', causationId: 'bench', occurredAt: now() } })),
      'any',
    );
  const learners = Array.from({ length: LEARNERS }, (_, i) => ({
    userId: randomUUID(),
    sessionId: randomUUID(),
    email: `bench-${i}-${randomUUID()}@example.com`,
  }));
  let last;
  for (let i = 0; i < learners.length; i += 100) {
    const granted = await Promise.all(
      learners.slice(i, i + 100).map(async ({ userId, sessionId, email }) => {
        await append(userStream(userId), [
          {
            type: 'UserRegistered',
            data: { userId, email, firstName: 'Bench', lastName: 'Learner', role: 'MEMBER', passwordHash: 'not-used', source: 'seed', registeredAt: now() },
          },
          {
            type: 'UserLoggedIn',
            data: { userId, sessionId, refreshTokenHash: randomUUID(), expiresAt: new Date(Date.now() + YEAR_MS).toISOString(), at: now() },
          },
        ]);
        return append(entitlementStream(userId), [
          {
            type: 'CourseAccessGranted',
            data: { userId, courseId: COURSE, source: 'purchase', orderId: randomUUID(), bundleId: null, grantedAt: now(), expiresAt: null },
          },
        ]);
      }),
    );
    last = granted.at(-1);
  }
  const tokens = learners.map(({ userId, sessionId }) => signAccessToken(secret, { userId, sessionId, role: 'MEMBER' }, new Date(), null));
  const progressUrl = `${base}/api/coursesapi/course/${COURSE}/progress`;
  // Wait until the read models know every learner's access.
  await fetch(`${progressUrl}?after=${formatPosition(last.position)}`, { headers: { Authorization: `Bearer ${tokens.at(-1)}` } });
  const report = (i, from, to) =>
    fetch(progressUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${tokens[i]}` },
      body: JSON.stringify({ lessonId: LESSON, position: to, watched: [[from, to]] }),
    }).then(async (response) => {
      if (response.status !== 200) throw new Error(`report ${i}: ${response.status} ${await response.text()}`);
      return response.json();
    });

  const rows = {};
  rows[`${label}: report, first of a lesson (appends), ${CONCURRENCY} in flight`] = await measure(LEARNERS, CONCURRENCY, async (i) => {
    await report(i, 0, 60);
  });
  rows[`${label}: report within the minute (absorbed), ${CONCURRENCY} in flight`] = await measure(LEARNERS, CONCURRENCY, async (i) => {
    await report(i, 60, 70);
  });
  // Each learner's stream holds the first report only: the second was inside the minute.
  const events = await Promise.all(learners.map(({ userId }) => store.readStream(progressStream(userId, COURSE))));
  if (events.some((e) => e.length !== 1)) throw new Error('a report within the minute was appended');
  rows[`${label}: GET progress, ${CONCURRENCY} in flight`] = await measure(LEARNERS, CONCURRENCY, async (i) => {
    const response = await fetch(progressUrl, { headers: { Authorization: `Bearer ${tokens[i]}` } });
    if (response.status !== 200) throw new Error(`progress ${i}: ${response.status}`);
    await response.arrayBuffer();
  });
  rows[`${label}: single-event append, 1 in flight`] = await measure(APPENDS, 1, async () => {
    await store.append(`bench-${randomUUID()}`, [{ id: newEventId(undefined, 0), type: 'Benched', data: {}, metadata: { occurredAt: now() } }], 'no_stream');
  });
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
  return rows;
}

async function rebuild() {
  const dataDir = mkdtempSync(join(tmpdir(), 'khru-bench-progress-rebuild-'));
  try {
    const startMs = Date.parse('2026-01-01T00:00:00.000Z');
    const t = performance.now();
    const written = await writeHistories(dataDir, EVENTS, progressHistories(seedDir, startMs), startMs);
    console.log(`Wrote ${written.toLocaleString('en')} progress events in ${((performance.now() - t) / 1000).toFixed(1)} s.`);
    const full = await bootToHealthy(dataDir);
    return {
      'rebuild from progress events (no snapshot)': {
        events: written,
        'start to healthy s': full.seconds.toFixed(1),
        'events per second': Math.round(written / full.seconds),
        'peak RSS': mb(full.peak),
      },
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const rows = await reports('embedded (PGlite)', {});
if (process.env.DATABASE_URL) {
  const database = await createTestDatabase(process.env.DATABASE_URL);
  Object.assign(rows, await reports('PostgreSQL server', { DATABASE_URL: database.url }));
  await database.drop();
} else {
  console.log('PostgreSQL-server rows skipped: set DATABASE_URL to include them.');
}
console.log(`Progress reports over HTTP (${LEARNERS} learners in one course), seeded catalogue, memory read models:`);
console.table(rows);
console.table(await rebuild());
