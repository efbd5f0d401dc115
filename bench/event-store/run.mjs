// On demand: `npm run build:libs && npm run bench:event-store` (set DATABASE_URL for the server rows).
// Appends of single-event commands and of 10-event batches, beside a raw single-row INSERT loop on the
// same database in the same run; then the projection rebuild rate for 100k events into memory.
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

async function measure(label, db) {
  const store = await PostgresEventStore.open(db);
  await db.exec('CREATE TABLE IF NOT EXISTS bench_raw (id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, data jsonb NOT NULL)');
  const raw = await time(async () => {
    for (let i = 0; i < SINGLE; i++) await db.query('INSERT INTO bench_raw (data) VALUES ($1)', [JSON.stringify({ i })]);
  });
  const single = await time(async () => {
    for (let i = 0; i < SINGLE; i++) await store.append(`bench-${randomUUID()}`, [event('Benched', { i })], 'no_stream');
  });
  const batched = await time(async () => {
    for (let i = 0; i < BATCHES; i++) {
      await store.append(`bench-${randomUUID()}`, Array.from({ length: 10 }, (_, j) => event('Benched', { i, j })), 'no_stream');
    }
  });
  const rows = {
    'raw single-row INSERT (rows/s)': perSecond(SINGLE, raw),
    'single-event appends (events/s)': perSecond(SINGLE, single),
    '10-event batch appends (events/s)': perSecond(BATCHES * 10, batched),
  };
  console.log(`\n${label}`);
  for (const [name, value] of Object.entries(rows)) console.log(`  ${name.padEnd(36)} ${String(value).padStart(8)}`);
  console.log(`  ${'single append / raw insert'.padEnd(36)} ${(rows['single-event appends (events/s)'] / rows['raw single-row INSERT (rows/s)']).toFixed(2).padStart(8)}`);
  console.log(`  ${'batch append / raw insert'.padEnd(36)} ${(rows['10-event batch appends (events/s)'] / rows['raw single-row INSERT (rows/s)']).toFixed(2).padStart(8)}`);
  return store;
}

async function rebuild(store) {
  // 100k category events: 1,000 streams of 100 events each (one definition, then sub-categories).
  for (let s = 0; s < REBUILD / 100; s++) {
    const categoryId = `bench-${s}`;
    const events = [event('CategoryDefined', { categoryId, code: `B${s}`, name: { en: `Bench ${s}`, th: `ทดสอบ ${s}` }, imageUrl: null, subCategories: [] })];
    for (let i = 1; i < 100; i++) events.push(event('SubCategoryAdded', { categoryId, subCategory: { id: `sub-${i}`, name: { en: `Sub ${i}`, th: `ย่อย ${i}` } } }));
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
