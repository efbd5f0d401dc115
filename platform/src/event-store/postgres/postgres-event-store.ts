import { EventEmitter } from 'node:events';
import type { EventMetadata } from '@khru/contracts';
import type {
  AppendResult,
  EventHandler,
  EventStore,
  ExpectedRevision,
  NewEvent,
  RecordedEvent,
  SubscribeOptions,
  Subscription,
} from '../event-store.port.js';
import { ConcurrencyError, revisionMatches } from '../event-store.errors.js';
import type { GlobalPosition } from '../position.js';
import { pollingSubscription } from '../polling-subscription.js';
import { EVENT_STORE_SCHEMA } from './schema.sql.js';
import { uniqueViolation, type SqlDatabase, type SqlSession } from './sql-database.js';

interface EventRow {
  event_id: string;
  stream_id: string;
  stream_position: string;
  global_position: string;
  transaction_id: string;
  type: string;
  data: Record<string, unknown>;
  metadata: EventMetadata;
  created_at: string;
}

const COLUMNS = `event_id::text, stream_id, stream_position::text, global_position::text, transaction_id::text,
  type, data, metadata, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at`;

/** Output columns are text: ORDER BY names the table's columns (events.x) so sorting stays numeric. */
/** Only transactions older than every running one are final: reading past them could skip a late commit. */
const VISIBLE = 'transaction_id < pg_snapshot_xmin(pg_current_snapshot())';

const toRecorded = (row: EventRow): RecordedEvent => ({
  id: row.event_id,
  streamId: row.stream_id,
  streamPosition: Number(row.stream_position),
  position: { commit: BigInt(row.transaction_id), prepare: BigInt(row.global_position) },
  type: row.type,
  data: row.data,
  metadata: row.metadata,
  createdAt: row.created_at,
});

/** The event store on PostgreSQL, the same SQL on PGlite and on a server. */
export class PostgresEventStore implements EventStore {
  readonly kind: string;
  private readonly appended = new EventEmitter();

  private constructor(private readonly db: SqlDatabase) {
    this.kind = db.kind;
    this.appended.setMaxListeners(0);
  }

  /** The database the events live in, for what must share it (workflow checkpoints). */
  get database(): SqlDatabase {
    return this.db;
  }

  static async open(db: SqlDatabase): Promise<PostgresEventStore> {
    await db.transaction(async (tx) => {
      for (const statement of EVENT_STORE_SCHEMA) await tx.query(statement);
    });
    return new PostgresEventStore(db);
  }

  async append(streamId: string, events: readonly NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    if (events.length === 0) throw new Error('append needs at least one event');
    try {
      const result = await this.db.transaction((tx) => this.appendIn(tx, streamId, events, expected));
      this.appended.emit('appended');
      return result;
    } catch (error) {
      const violation = uniqueViolation(error);
      if (!violation) throw error;
      // A concurrent retry of the same command may have won the race: that is success, not a conflict.
      if (violation.constraint === 'events_event_id_key') {
        const previous = await this.previousAppend(this.db, streamId, events);
        if (previous) return previous;
      }
      throw new ConcurrencyError(streamId, expected, await this.currentRevision(this.db, streamId));
    }
  }

  private async appendIn(
    tx: SqlSession,
    streamId: string,
    events: readonly NewEvent[],
    expected: ExpectedRevision,
  ): Promise<AppendResult> {
    const previous = await this.previousAppend(tx, streamId, events);
    if (previous) return previous;
    const current = await this.currentRevision(tx, streamId);
    if (!revisionMatches(expected, current)) throw new ConcurrencyError(streamId, expected, current);
    const payload = JSON.stringify(events.map((e) => ({ id: e.id, type: e.type, data: e.data, metadata: e.metadata })));
    const { rows } = await tx.query<{ stream_position: string; global_position: string; transaction_id: string }>(
      `INSERT INTO events (stream_id, stream_position, event_id, type, data, metadata)
       SELECT $1, $2::bigint + e.ord, (e.v->>'id')::uuid, e.v->>'type', e.v->'data', e.v->'metadata'
       FROM jsonb_array_elements($3::jsonb) WITH ORDINALITY AS e(v, ord)
       ORDER BY e.ord
       RETURNING stream_position::text, global_position::text, transaction_id::text`,
      [streamId, current ?? -1, payload],
    );
    const last = rows.reduce((a, b) => (BigInt(a.global_position) > BigInt(b.global_position) ? a : b));
    return {
      nextExpectedRevision: Number(last.stream_position),
      position: { commit: BigInt(last.transaction_id), prepare: BigInt(last.global_position) },
    };
  }

  /**
   * The result of an earlier append of exactly these events, if one happened. `= ANY (ARRAY(…))`
   * keeps this on the event-id index; `IN (SELECT …)` planned a sequential scan of every event.
   */
  private async previousAppend(
    session: SqlSession,
    streamId: string,
    events: readonly NewEvent[],
  ): Promise<AppendResult | null> {
    const { rows } = await session.query<{ stream_id: string; stream_position: string; global_position: string; transaction_id: string }>(
      `SELECT stream_id, stream_position::text, global_position::text, transaction_id::text FROM events
       WHERE event_id = ANY (ARRAY(SELECT jsonb_array_elements_text($1::jsonb)::uuid))
       ORDER BY events.global_position`,
      [JSON.stringify(events.map((e) => e.id))],
    );
    if (rows.length === 0) return null;
    const last = rows[rows.length - 1]!;
    if (rows.length !== events.length || rows.some((r) => r.stream_id !== streamId)) {
      throw new ConcurrencyError(streamId, 'any', await this.currentRevision(session, streamId));
    }
    return {
      nextExpectedRevision: Number(last.stream_position),
      position: { commit: BigInt(last.transaction_id), prepare: BigInt(last.global_position) },
    };
  }

  private async currentRevision(session: SqlSession, streamId: string): Promise<number | null> {
    const { rows } = await session.query<{ revision: string | null }>(
      'SELECT max(stream_position)::text AS revision FROM events WHERE stream_id = $1',
      [streamId],
    );
    const revision = rows[0]?.revision;
    return revision == null ? null : Number(revision);
  }

  async readStream(streamId: string): Promise<RecordedEvent[]> {
    const { rows } = await this.db.query<EventRow>(
      `SELECT ${COLUMNS} FROM events WHERE stream_id = $1 ORDER BY events.stream_position`,
      [streamId],
    );
    return rows.map(toRecorded);
  }

  async readAll(after: GlobalPosition | null, limit: number): Promise<RecordedEvent[]> {
    const { rows } = await this.db.query<EventRow>(
      `SELECT ${COLUMNS} FROM events
       WHERE (transaction_id, global_position) > ($1::text::xid8, $2::bigint) AND ${VISIBLE}
       ORDER BY events.transaction_id, events.global_position
       LIMIT $3`,
      [String(after?.commit ?? 0n), String(after?.prepare ?? 0n), limit],
    );
    return rows.map(toRecorded);
  }

  subscribe(after: GlobalPosition | null, handler: EventHandler, options: SubscribeOptions = {}): Subscription {
    return pollingSubscription((from, limit) => this.readAll(from, limit), after, handler, {
      ...options,
      onWake: (wake) => {
        this.appended.on('appended', wake);
        return () => this.appended.off('appended', wake);
      },
    });
  }

  async headPosition(): Promise<GlobalPosition | null> {
    const { rows } = await this.db.query<{ transaction_id: string; global_position: string }>(
      `SELECT transaction_id::text, global_position::text FROM events WHERE ${VISIBLE}
       ORDER BY events.transaction_id DESC, events.global_position DESC LIMIT 1`,
    );
    const row = rows[0];
    return row ? { commit: BigInt(row.transaction_id), prepare: BigInt(row.global_position) } : null;
  }

  async countAfter(after: GlobalPosition | null): Promise<number> {
    const { rows } = await this.db.query<{ n: string }>(
      `SELECT count(*)::text AS n FROM events
       WHERE (transaction_id, global_position) > ($1::text::xid8, $2::bigint) AND ${VISIBLE}`,
      [String(after?.commit ?? 0n), String(after?.prepare ?? 0n)],
    );
    return Number(rows[0]?.n ?? 0);
  }

  async ping(): Promise<void> {
    await this.db.query('SELECT 1');
  }

  async close(): Promise<void> {
    this.appended.removeAllListeners();
    await this.db.close();
  }
}
