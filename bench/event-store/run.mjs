// On demand: `npm run build:libs && npm run bench:event-store` (set DATABASE_URL for the server rows).
// Appends of single-event commands and of 10-event batches, beside raw INSERTs on the same database in
// the same run (one row at a time; the same 10 rows at once by unnest into a copy of the events table);
// then the projection rebuild rate for 100k events into memory.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MemoryDocumentStore, openPgDatabase, openPgliteDatabase, PostgresEventStore } from '@khru/platform';
import { createTestDatabase } from '@khru/platform/testing';
import { ALL_PROJECTIONS, ProjectionRunner } from '@khru/projections';

const SINGLE = Number(process.env.BENCH_SINGLE ?? 2000);
const BATCHES = Number(process.env.BENCH_BATCHES ?? 300);
const REBUILD = Number(process.env.BENCH_REBUILD ?? 100_000);

const meta = { correlationId: 'bench', causationId: 'bench', occurredAt: new Date().toISOString() };
const event = (type, data) => ({ id: randomUUID(), type, data, metadata: meta });
const perSecond = (count, ms) => Math.round((count / ms) * 1000);
const time = async (work) => {
  const start = performance.now();
  await work();
  return performance.now() - start;
};

// Runs `count` calls of each, one of each in turn, so a load that comes and goes weighs on both alike.
async function alternate(count, baseline, subject) {
  const totals = [0, 0];
  for (let i = 0; i < count; i++) {
    for (const [k, work] of [baseline, subject].entries()) {
      const start = performance.now();
      await work(i);
      totals[k] += performance.now() - start;
    }
  }
  return totals;
}

const batchOf10 = (i) => Array.from({ length: 10 }, (_, j) => event('Benched', { i, j }));

// The same rows an append of `events` writes, in one INSERT by unnest, with no checks.
const insertRawBatch = (db, streamId, events) =>
  db.query(
    `INSERT INTO bench_raw_events (stream_id, stream_position, event_id, type, data, metadata)
     SELECT $1, r.ord - 1, r.id, r.type, r.data, r.metadata
     FROM unnest($2::uuid[], $3::text[], $4::jsonb[], $5::jsonb[]) WITH ORDINALITY AS r(id, type, data, metadata, ord)`,
    [streamId, events.map((e) => e.id), events.map((e) => e.type), events.map((e) => JSON.stringify(e.data)), events.map((e) => JSON.stringify(e.metadata))],
  );

async function measure(label, db) {
  const store = await PostgresEventStore.open(db);
  await db.exec('CREATE TABLE IF NOT EXISTS bench_raw (id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, data jsonb NOT NULL)');
  await db.exec('CREATE TABLE IF NOT EXISTS bench_raw_events (LIKE events INCLUDING ALL)');
  const [raw, single] = await alternate(
    SINGLE,
    (i) => db.query('INSERT INTO bench_raw (data) VALUES ($1)', [JSON.stringify({ i })]),
    (i) => store.append(`bench-${randomUUID()}`, [event('Benched', { i })], 'no_stream'),
  );
  const [rawBatched, batched] = await alternate(
    BATCHES,
    (i) => insertRawBatch(db, `bench-${randomUUID()}`, batchOf10(i)),
    (i) => store.append(`bench-${randomUUID()}`, batchOf10(i), 'no_stream'),
  );
  const rates = {
    'raw single-row INSERT (rows/s)': perSecond(SINGLE, raw),
    'single-event appends (events/s)': perSecond(SINGLE, single),
    'raw 10-row INSERT by unnest (rows/s)': perSecond(BATCHES * 10, rawBatched),
    '10-event batch appends (events/s)': perSecond(BATCHES * 10, batched),
  };
  const ratios = {
    'single append / raw single-row INSERT': perSecond(SINGLE, single) / perSecond(SINGLE, raw),
    '10-event batch / raw unnest INSERT': perSecond(BATCHES * 10, batched) / perSecond(BATCHES * 10, rawBatched),
  };
  console.log(`\n${label}`);
  for (const [name, value] of Object.entries(rates)) console.log(`  ${name.padEnd(40)} ${String(value).padStart(8)}`);
  for (const [name, value] of Object.entries(ratios)) console.log(`  ${name.padEnd(40)} ${value.toFixed(2).padStart(8)}`);
  return store;
}

async function rebuild(store) {
  // 100k category events: 1,000 streams of 100 events each (one definition, then sub-categories).
  for (let s = 0; s < REBUILD / 100; s++) {
    const categoryId = `bench-${s}`;
    const events = [event('CategoryDefined', { categoryId, code: `B${s}`, name: { en: `Bench ${s}`, th: `ทดสอบ ${s}` }, imageUrl: null, subCategories: [] })];
    for (let i = 1; i < 100; i++)
      events.push(event('SubCategoryAdded', { categoryId, subCategory: { id: `sub-${i}`, name: { en: `Sub ${i}`, th: `ย่อย ${i}` } } }));
    await store.append(`category-${categoryId}`, events, 'no_stream');
  }
  const total = await store.countAfter(null);
  const head = await store.headPosition();
  const runner = new ProjectionRunner({ name: 'bench', feed: store, store: new MemoryDocumentStore(), projections: ALL_PROJECTIONS });
  const ms = await time(async () => {
    await runner.start();
    await runner.waitFor(head, 600_000);
  });
  await runner.stop();
  console.log(`\nProjection rebuild from PGlite into memory: ${total} events in ${(ms / 1000).toFixed(1)} s = ${perSecond(total, ms)} events/s`);
}

const dir = mkdtempSync(join(tmpdir(), 'khru-bench-'));
try {
  const pglite = await measure(`PGlite (data directory, ${SINGLE} single appends, ${BATCHES} batches of 10)`, await openPgliteDatabase(dir));
  if (REBUILD > 0) await rebuild(pglite);
  await pglite.close();
  if (process.env.DATABASE_URL) {
    const database = await createTestDatabase(process.env.DATABASE_URL);
    const server = await measure('PostgreSQL server', await openPgDatabase(database.url, 4));
    await server.close();
    await database.drop();
  } else {
    console.log('\nPostgreSQL server: skipped (set DATABASE_URL)');
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
