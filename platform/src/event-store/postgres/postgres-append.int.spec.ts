import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import type { ExpectedRevision } from '../event-store.port.js';
import { ConcurrencyError } from '../event-store.errors.js';
import { createTestDatabase } from '../../testing/postgres-test-database.js';
import { testEvent, uniqueStream } from '../../testing/events.js';
import { openPgDatabase } from './pg-database.js';
import { openPgliteDatabase } from './pglite-database.js';
import { PostgresEventStore } from './postgres-event-store.js';
import type { SqlDatabase } from './sql-database.js';

/** The port's rule for an expected revision, which the append function must follow exactly. */
function revisionMatches(expected: ExpectedRevision, current: number | null): boolean {
  if (expected === 'any') return true;
  if (expected === 'no_stream') return current === null;
  if (expected === 'stream_exists') return current !== null;
  return current === expected;
}

interface FreshDatabase {
  db: SqlDatabase;
  /** Where a second connection can reach it (null on PGlite, which has one). */
  url: string | null;
  drop(): Promise<void>;
}

/** Records every call that reaches the database, so a test can count an append's round trips. */
function counting(db: SqlDatabase): { db: SqlDatabase; calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    db: {
      kind: db.kind,
      query: <Row extends object>(sql: string, params?: unknown[]) => {
        calls.push('query');
        return db.query<Row>(sql, params);
      },
      exec: (sql) => {
        calls.push('exec');
        return db.exec(sql);
      },
      transaction: (work) => {
        calls.push('transaction');
        return db.transaction(work);
      },
      prepared: <Row extends object>(name: string, sql: string, params: unknown[]) => {
        calls.push('prepared');
        return db.prepared<Row>(name, sql, params);
      },
      close: () => db.close(),
    },
  };
}

const until = async (check: () => Promise<boolean>) => {
  while (!(await check())) await new Promise((r) => setTimeout(r, 20));
};

/** The `events` table as the first versions created it, before the append function existed. */
const OLDER_SCHEMA = `CREATE TABLE events (
  global_position bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
  stream_id text NOT NULL,
  stream_position bigint NOT NULL,
  event_id uuid NOT NULL,
  type text NOT NULL,
  data jsonb NOT NULL,
  metadata jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT events_stream_position_key UNIQUE (stream_id, stream_position),
  CONSTRAINT events_event_id_key UNIQUE (event_id)
);
CREATE INDEX events_global_order_idx ON events (transaction_id, global_position);
INSERT INTO events (stream_id, stream_position, event_id, type, data, metadata)
VALUES ('older-1', 0, gen_random_uuid(), 'Older', '{}', '{"correlationId":"t","causationId":"t","occurredAt":"2026-01-01T00:00:00.000Z"}');`;

function describeAppends(name: string, fresh: () => Promise<FreshDatabase>, concurrent: boolean): void {
  describe(`PostgreSQL appends: ${name}`, () => {
    let database: FreshDatabase;
    let calls: string[];
    let store: PostgresEventStore;

    beforeAll(async () => {
      database = await fresh();
      const counted = counting(database.db);
      calls = counted.calls;
      store = await PostgresEventStore.open(counted.db);
    });
    afterAll(async () => {
      await store?.close();
      await database?.drop();
    });

    it('appends one event, and a batch of ten, each with one prepared statement outside any explicit transaction', async () => {
      const stream = uniqueStream();
      calls.length = 0;
      await store.append(stream, [testEvent('One')], 'no_stream');
      expect(calls).toEqual(['prepared']);
      calls.length = 0;
      const result = await store.append(
        stream,
        [...Array(10).keys()].map((i) => testEvent('Ten', { i })),
        0,
      );
      expect(calls).toEqual(['prepared']);
      expect(result.nextExpectedRevision).toBe(10);
    });

    it('gives a batch global positions in the order of its stream positions', async () => {
      const head = await store.headPosition();
      const stream = uniqueStream();
      await store.append(
        stream,
        [...Array(25).keys()].map((i) => testEvent('N', { i })),
        'no_stream',
      );
      const ours = (await store.readAll(head, 1000)).filter((e) => e.streamId === stream);
      expect(ours.map((e) => e.streamPosition)).toEqual([...Array(25).keys()]);
    });

    it('stores types, data and metadata with quotes, backslashes, braces, commas, NULL and Thai text exactly', async () => {
      const stream = uniqueStream();
      const data = { text: 'say "hi", {not, an array} \\ and \\\\ and \\"', th: 'สวัสดีครับ', list: [1, null, 'NULL', '', '{}'], nested: { empty: {} } };
      const event = {
        ...testEvent('Odd "type", {x}', data),
        metadata: { correlationId: 'a "b" \\c', causationId: 'NULL', occurredAt: '2026-01-01T00:00:00.000Z' },
      };
      await store.append(stream, [event, testEvent('Plain')], 'no_stream');
      const [stored] = await store.readStream(stream);
      expect([stored!.type, stored!.data, stored!.metadata]).toEqual([event.type, data, event.metadata]);
    });

    it('refuses exactly the expected revisions the port refuses, and appends nothing when it does', async () => {
      const expectations: ExpectedRevision[] = ['no_stream', 'stream_exists', 'any', 0, 1, 2];
      for (const current of [null, 0, 1]) {
        for (const expected of expectations) {
          const stream = uniqueStream();
          if (current !== null)
            await store.append(
              stream,
              [...Array(current + 1).keys()].map(() => testEvent('Before')),
              'no_stream',
            );
          const appending = store.append(stream, [testEvent('Now'), testEvent('Now')], expected);
          if (revisionMatches(expected, current)) {
            expect((await appending).nextExpectedRevision).toBe((current ?? -1) + 2);
          } else {
            await expect(appending).rejects.toEqual(new ConcurrencyError(stream, expected, current));
            expect(await store.readStream(stream)).toHaveLength(current === null ? 0 : current + 1);
          }
        }
      }
    });

    it('answers a retry with the earlier result, and refuses ids appended elsewhere, only in part or twice at once', async () => {
      const stream = uniqueStream();
      const events = [testEvent('A'), testEvent('B')];
      const first = await store.append(stream, events, 'no_stream');
      expect(await store.append(stream, events, 5)).toEqual(first);
      const elsewhere = uniqueStream();
      await expect(store.append(elsewhere, events, 'any')).rejects.toBeInstanceOf(ConcurrencyError);
      await expect(store.append(stream, [events[0]!, testEvent('C')], 'any')).rejects.toBeInstanceOf(ConcurrencyError);
      const twice = testEvent('Twice');
      await expect(store.append(elsewhere, [twice, twice], 'no_stream')).rejects.toBeInstanceOf(ConcurrencyError);
      expect(await store.readStream(elsewhere)).toEqual([]);
      expect((await store.readStream(stream)).map((e) => e.type)).toEqual(['A', 'B']);
    });

    it("never appends inside another caller's open transaction, so its rollback cannot take the append with it", async () => {
      const stream = uniqueStream();
      let started!: () => void;
      let release!: () => void;
      const begun = new Promise<void>((resolve) => (started = resolve));
      const held = new Promise<void>((resolve) => (release = resolve));
      const rolledBack = database.db.transaction(async (tx) => {
        await tx.query('SELECT 1');
        started();
        await held;
        throw new Error('rolled back');
      });
      await begun;
      const appending = store.append(stream, [testEvent('Kept')], 'no_stream');
      await new Promise((r) => setTimeout(r, 100));
      release();
      await expect(rolledBack).rejects.toThrow('rolled back');
      await appending;
      expect((await store.readStream(stream)).map((e) => e.type)).toEqual(['Kept']);
    });

    it('opens a database whose events table predates the append function, as often as it is opened', async () => {
      const older = await fresh();
      try {
        await older.db.exec(OLDER_SCHEMA);
        await (await PostgresEventStore.open(older.db)).append('older-1', [testEvent('Newer')], 0);
        const reopened = await PostgresEventStore.open(older.db);
        await reopened.append('older-1', [testEvent('Newest')], 1);
        expect((await reopened.readStream('older-1')).map((e) => [e.type, e.streamPosition])).toEqual([
          ['Older', 0],
          ['Newer', 1],
          ['Newest', 2],
        ]);
      } finally {
        await older.db.close();
        await older.drop();
      }
    });

    (concurrent ? it : it.skip)('answers the earlier result when a concurrent transaction appends the same events first', async () => {
      const stream = uniqueStream();
      const event = testEvent('Raced');
      const raw = new pg.Client({ connectionString: database.url! });
      await raw.connect();
      try {
        await store.append(stream, [testEvent('Opened')], 'no_stream');
        await raw.query('BEGIN');
        await raw.query(`INSERT INTO events (stream_id, stream_position, event_id, type, data, metadata) VALUES ($1, 7, $2, 'Raced', '{}', $3)`, [
          stream,
          event.id,
          JSON.stringify(event.metadata),
        ]);
        // The append would insert at position 1; its event-id conflict check waits for the raw transaction, then skips.
        const appending = store.append(stream, [event], 'any');
        await until(async () => {
          const { rows } = await database.db.query<{ n: number }>(
            "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
          );
          return rows[0]!.n === 1;
        });
        await raw.query('COMMIT');
        expect((await appending).nextExpectedRevision).toBe(7);
        expect((await store.readStream(stream)).map((e) => e.streamPosition)).toEqual([0, 7]);
      } finally {
        await raw.end();
      }
    });
  });
}

describeAppends(
  'PGlite',
  async () => {
    const db = await openPgliteDatabase();
    return { db, url: null, drop: async () => undefined };
  },
  false,
);

const databaseUrl = process.env.DATABASE_URL;
if (databaseUrl) {
  describeAppends(
    'PostgreSQL server',
    async () => {
      const database = await createTestDatabase(databaseUrl);
      const db = await openPgDatabase(database.url);
      return { db, url: database.url, drop: () => database.drop() };
    },
    true,
  );
} else {
  describe('PostgreSQL appends: PostgreSQL server', () => {
    it.skip('skipped: set DATABASE_URL to run it against a PostgreSQL server', () => undefined);
  });
}
