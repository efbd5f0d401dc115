import { EventEmitter } from 'node:events';
import type { EventMetadata } from '@khru/contracts';
import type { AppendResult, EventHandler, EventStore, ExpectedRevision, NewEvent, RecordedEvent, SubscribeOptions, Subscription } from '../event-store.port.js';
import { ConcurrencyError } from '../event-store.errors.js';
import { formatPosition, type GlobalPosition } from '../position.js';
import { pollingSubscription } from '../polling-subscription.js';
import { upcastRecorded } from '../upcast-recorded.js';
import { APPEND, APPEND_STATEMENT, type AppendRow } from './append.sql.js';
import { EVENT_STORE_SCHEMA } from './schema.sql.js';
import { uniqueViolation, type SqlDatabase } from './sql-database.js';

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

/** Full pages of the feed kept for subscribers that read it in step (about a megabyte each). */
const PAGES_KEPT = 16;

/** Every row read becomes an event in its type's current shape: stream reads, the feed and its pages alike. */
const toRecorded = (row: EventRow): RecordedEvent =>
  upcastRecorded({
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
  private readonly pages = new Map<string, Promise<RecordedEvent[]>>();

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
      const result = await this.appendOnce(streamId, events, expected);
      this.appended.emit('appended');
      return result;
    } catch (error) {
      // A concurrent append took the position first, or some of these ids were appended before without the rest.
      if (!uniqueViolation(error)) throw error;
      throw new ConcurrencyError(streamId, expected, await this.currentRevision(streamId));
    }
  }

  /** One prepared statement, so one round trip and its own transaction (schema: `events_append_v1`). */
  private async appendOnce(streamId: string, events: readonly NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    const { rows } = await this.db.prepared<AppendRow>(APPEND_STATEMENT, APPEND, [
      streamId,
      typeof expected === 'number' ? 'exact' : expected,
      typeof expected === 'number' ? expected : null,
      events.map((e) => e.id),
      events.map((e) => e.type),
      events.map((e) => JSON.stringify(e.data)),
      events.map((e) => JSON.stringify(e.metadata)),
    ]);
    const [outcome, revision, globalPosition, transactionId] = rows[0]!.result;
    switch (outcome) {
      case 'appended':
      case 'previous':
        return { nextExpectedRevision: Number(revision), position: { commit: BigInt(transactionId!), prepare: BigInt(globalPosition!) } };
      case 'reused':
        throw new ConcurrencyError(streamId, 'any', revision == null ? null : Number(revision));
      case 'conflict':
        throw new ConcurrencyError(streamId, expected, revision == null ? null : Number(revision));
    }
  }

  private async currentRevision(streamId: string): Promise<number | null> {
    const { rows } = await this.db.query<{ revision: string | null }>('SELECT max(stream_position)::text AS revision FROM events WHERE stream_id = $1', [
      streamId,
    ]);
    const revision = rows[0]?.revision;
    return revision == null ? null : Number(revision);
  }

  async readStream(streamId: string, fromRevision = 0): Promise<RecordedEvent[]> {
    const { rows } = await this.db.query<EventRow>(
      `SELECT ${COLUMNS} FROM events WHERE stream_id = $1 AND stream_position >= $2 ORDER BY events.stream_position`,
      [streamId, fromRevision],
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

  /**
   * A page of the feed as this process's subscribers read it: the read models, the search index and
   * the workflows each read the whole feed, nearly in step, when they rebuild. A page asked for again
   * is answered from memory; a full page never changes (a later commit sorts after it), a partial one
   * (the head, which may grow) is kept only while it is being read.
   */
  private readPage(after: GlobalPosition | null, limit: number): Promise<RecordedEvent[]> {
    const key = `${after ? formatPosition(after) : 'start'}:${limit}`;
    const known = this.pages.get(key);
    if (known) return known;
    const page = this.readAll(after, limit);
    this.pages.set(key, page);
    page.then(
      (events) => {
        if (events.length < limit) this.pages.delete(key);
        while (this.pages.size > PAGES_KEPT) this.pages.delete(this.pages.keys().next().value!);
      },
      () => this.pages.delete(key),
    );
    return page;
  }

  subscribe(after: GlobalPosition | null, handler: EventHandler, options: SubscribeOptions = {}): Subscription {
    return pollingSubscription((from, limit) => this.readPage(from, limit), after, handler, {
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
