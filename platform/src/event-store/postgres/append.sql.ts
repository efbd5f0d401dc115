/**
 * One append in one round trip (ADR 1). Called in one statement outside BEGIN/COMMIT, the function
 * runs in its own transaction and its insert is that transaction's first write (ADR 2). It reads the
 * stream's revision, checks the expectation and inserts (one event by VALUES, a batch by unnest);
 * `ON CONFLICT (event_id) DO NOTHING` is the idempotency check. Only when the expectation fails or no
 * event went in does it look the ids up, to answer an earlier append of exactly these events or to
 * refuse; some but not all going in raises the unique violation a plain insert would have.
 * CREATE OR REPLACE cannot change a function's result type: a different signature or result takes a new name.
 */
export const APPEND_FUNCTION = `CREATE OR REPLACE FUNCTION events_append_v1(
  p_stream_id text, p_expected text, p_expected_revision bigint,
  p_ids uuid[], p_types text[], p_data jsonb[], p_metadata jsonb[])
RETURNS text[]
LANGUAGE plpgsql AS $fn$
DECLARE
  revision bigint;
  inserted bigint;
  earlier bigint;
  earlier_here boolean;
  last_position bigint;
  last_global bigint;
  last_transaction xid8;
BEGIN
  -- ORDER BY … LIMIT 1 rather than max(): a plainer plan, measurably cheaper per call on PGlite.
  SELECT e.stream_position INTO revision FROM events e WHERE e.stream_id = p_stream_id ORDER BY e.stream_position DESC LIMIT 1;
  IF p_expected = 'any'
    OR p_expected = 'no_stream' AND revision IS NULL
    OR p_expected = 'stream_exists' AND revision IS NOT NULL
    OR p_expected = 'exact' AND revision = p_expected_revision THEN
    -- One event skips the sort that makes a batch's global positions follow its stream positions.
    IF cardinality(p_ids) = 1 THEN
      INSERT INTO events (stream_id, stream_position, event_id, type, data, metadata)
      VALUES (p_stream_id, coalesce(revision, -1) + 1, p_ids[1], p_types[1], p_data[1], p_metadata[1])
      ON CONFLICT (event_id) DO NOTHING;
    ELSE
      INSERT INTO events (stream_id, stream_position, event_id, type, data, metadata)
      SELECT p_stream_id, coalesce(revision, -1) + n.ord, n.id, n.type, n.data, n.metadata
      FROM unnest(p_ids, p_types, p_data, p_metadata) WITH ORDINALITY AS n(id, type, data, metadata, ord)
      ORDER BY n.ord
      ON CONFLICT (event_id) DO NOTHING;
    END IF;
    GET DIAGNOSTICS inserted = ROW_COUNT;
    IF inserted = cardinality(p_ids) THEN
      RETURN ARRAY['appended', (coalesce(revision, -1) + inserted)::text, currval('events_global_position_seq')::text, pg_current_xact_id()::text];
    END IF;
    IF inserted > 0 THEN
      RAISE unique_violation USING CONSTRAINT = 'events_event_id_key', MESSAGE = 'some of these event ids were appended before';
    END IF;
  END IF;
  SELECT e.stream_position, e.global_position, e.transaction_id, count(*) OVER (), bool_and(e.stream_id = p_stream_id) OVER ()
    INTO last_position, last_global, last_transaction, earlier, earlier_here
    FROM events e WHERE e.event_id = ANY (p_ids) ORDER BY e.global_position DESC LIMIT 1;
  IF earlier = cardinality(p_ids) AND earlier_here THEN
    RETURN ARRAY['previous', last_position::text, last_global::text, last_transaction::text];
  END IF;
  RETURN ARRAY[CASE WHEN earlier IS NULL THEN 'conflict' ELSE 'reused' END, revision::text, NULL, NULL];
END
$fn$`;

/** Prepared once per connection under this name. */
export const APPEND_STATEMENT = 'events_append_v1';
/** A scalar text[] result: a function in FROM with OUT columns cost more per call than the insert. */
export const APPEND = 'SELECT events_append_v1($1, $2, $3::bigint, $4::uuid[], $5::text[], $6::jsonb[], $7::jsonb[]) AS result';

/**
 * One row: `[outcome, revision, global position, transaction id]`, numbers as text (wider than JS numbers).
 * `previous`: these events were appended before; `reused`: some of their ids were, elsewhere or not all.
 */
export type AppendOutcome = 'appended' | 'previous' | 'reused' | 'conflict';

export interface AppendRow {
  result: [outcome: AppendOutcome, revision: string | null, globalPosition: string | null, transactionId: string | null];
}
