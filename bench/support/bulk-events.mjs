// Writes histories straight into an event store's events table (PGlite in `DATA_DIR/eventstore`, or a database
// of the PostgreSQL server), many rows per statement, so a million events take a minute, not an hour of appends.
import { deterministicEventId, openPgDatabase, openPgliteDatabase, PostgresEventStore, SqlCoordination } from '@khru/platform';

const BATCH = 5000;

/**
 * Appends the histories `historyOf(0)`, `historyOf(1)`, … (each a list of `[stream, type, data]`) until
 * `count` events are written; answers how many were. `target` is a data directory or `{ databaseUrl }`.
 * The histories must be complete: the workflows' checkpoint is set to the head, so they have nothing left to do.
 */
export async function writeHistories(target, count, historyOf, startMs) {
  const databaseUrl = typeof target === 'string' ? null : target.databaseUrl;
  const db = databaseUrl ? await openPgDatabase(databaseUrl) : await openPgliteDatabase(`${target}/eventstore`);
  const store = await PostgresEventStore.open(db);
  const positions = new Map();
  let rows = [];
  let written = 0;
  const flush = async () => {
    if (rows.length === 0) return;
    await db.query(
      `INSERT INTO events (stream_id, stream_position, event_id, type, data, metadata)
       SELECT * FROM unnest($1::text[], $2::bigint[], $3::uuid[], $4::text[], $5::jsonb[], $6::jsonb[])`,
      [rows.map((r) => r[0]), rows.map((r) => r[1]), rows.map((r) => r[2]), rows.map((r) => r[3]), rows.map((r) => r[4]), rows.map((r) => r[5])],
    );
    written += rows.length;
    rows = [];
  };
  for (let n = 0; written + rows.length < count; n++) {
    for (const [stream, type, data] of historyOf(n)) {
      const position = positions.get(stream) ?? 0;
      positions.set(stream, position + 1);
      const occurredAt = data.at ?? data.registeredAt ?? data.placedAt ?? data.grantedAt ?? new Date(startMs).toISOString();
      rows.push([
        stream,
        position,
        deterministicEventId(`bench:${stream}:${position}`, 0),
        type,
        JSON.stringify(data),
        JSON.stringify({ correlationId: 'bench', causationId: 'bench', occurredAt }),
      ]);
      if (rows.length >= BATCH) await flush();
    }
  }
  await flush();
  const coordination = await SqlCoordination.open(db, databaseUrl);
  const head = await store.headPosition();
  if (head) await coordination.saveCheckpoint('workflows', head);
  await coordination.close();
  await store.close();
  return written;
}
