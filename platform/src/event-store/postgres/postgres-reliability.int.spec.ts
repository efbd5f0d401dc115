import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import type { RecordedEvent } from '../event-store.port.js';
import { ConcurrencyError } from '../event-store.errors.js';
import { createTestDatabase } from '../../testing/postgres-test-database.js';
import { testEvent, uniqueStream } from '../../testing/events.js';
import { openPgDatabase } from './pg-database.js';
import { PostgresEventStore } from './postgres-event-store.js';

const databaseUrl = process.env.DATABASE_URL;
const describeOnServer = databaseUrl ? describe : describe.skip;
if (!databaseUrl) {
  describe('PostgreSQL server reliability', () => {
    it.skip('skipped: set DATABASE_URL to run it against a PostgreSQL server', () => undefined);
  });
}

const insertRaw = (client: pg.Client, stream: string, type: string) =>
  client.query(
    `INSERT INTO events (stream_id, stream_position, event_id, type, data, metadata)
     VALUES ($1, 0, gen_random_uuid(), $2, '{}', '{"correlationId":"t","causationId":"t","occurredAt":"2026-01-01T00:00:00Z"}')`,
    [stream, type],
  );

const until = async (check: () => boolean, ms = 5000) => {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await new Promise((r) => setTimeout(r, 20));
  }
};

describeOnServer('PostgreSQL server reliability', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let store: PostgresEventStore;
  let raw: pg.Client;

  beforeAll(async () => {
    database = await createTestDatabase(databaseUrl!);
    store = await PostgresEventStore.open(await openPgDatabase(database.url, 60));
    raw = new pg.Client({ connectionString: database.url });
    await raw.connect();
  });
  afterAll(async () => {
    await raw?.end();
    await store?.close();
    await database?.drop();
  });

  it('delivers an event that took a lower position but committed later, in order, never skipping it', async () => {
    const start = await store.headPosition();
    const seen: RecordedEvent[] = [];
    const subscription = store.subscribe(start, async (e) => void seen.push(e), { pollIntervalMs: 10 });
    const slow = uniqueStream('slow');
    const fast = uniqueStream('fast');

    await raw.query('BEGIN');
    await insertRaw(raw, slow, 'Slow');
    await store.append(fast, [testEvent('Fast')], 'no_stream');
    await new Promise((r) => setTimeout(r, 300));
    expect(seen.map((e) => e.type)).toEqual([]);

    await raw.query('COMMIT');
    await until(() => seen.length === 2);
    await subscription.stop();
    expect(seen.map((e) => e.type)).toEqual(['Slow', 'Fast']);
    expect(seen[0]!.position.prepare < seen[1]!.position.prepare).toBe(true);
  });

  it('does not stall on the hole a rolled-back append leaves', async () => {
    const start = await store.headPosition();
    const seen: RecordedEvent[] = [];
    const subscription = store.subscribe(start, async (e) => void seen.push(e), { pollIntervalMs: 10 });
    await raw.query('BEGIN');
    await insertRaw(raw, uniqueStream('rolled-back'), 'Never');
    await raw.query('ROLLBACK');
    await store.append(uniqueStream(), [testEvent('After')], 'no_stream');
    await until(() => seen.length === 1);
    await subscription.stop();
    expect(seen.map((e) => e.type)).toEqual(['After']);
  });

  it('lets exactly one of 50 concurrent appends at the same expected revision succeed', async () => {
    const stream = uniqueStream('race');
    await store.append(stream, [testEvent('Opened')], 'no_stream');
    const results = await Promise.allSettled([...Array(50).keys()].map((i) => store.append(stream, [testEvent('Raced', { i })], 0)));
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r) => r.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost.every((r) => (r as PromiseRejectedResult).reason instanceof ConcurrencyError)).toBe(true);
    expect(await store.readStream(stream)).toHaveLength(2);
  });
});
