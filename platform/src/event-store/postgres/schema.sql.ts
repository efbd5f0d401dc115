import { APPEND_FUNCTION } from './append.sql.js';

/**
 * The one `events` table (design section 5). Subscribers read in (transaction_id, global_position)
 * order and only below the oldest running transaction, so a late commit is never skipped. Every
 * statement is idempotent, so an existing data directory or database takes the newest function.
 */
export const EVENT_STORE_SCHEMA = [
  'SELECT pg_advisory_xact_lock(7243901)',
  `CREATE TABLE IF NOT EXISTS events (
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
)`,
  'CREATE INDEX IF NOT EXISTS events_global_order_idx ON events (transaction_id, global_position)',
  APPEND_FUNCTION,
];
