/**
 * Read-your-writes: a command answers with the position its events reached; a query may pass it back
 * as `?after=` and waits (bounded) until the read models have passed it. These headers say what it got.
 */
export const READ_POSITION_QUERY = 'after';
export const READ_POSITION_HEADER = 'x-read-position';
export const READ_STALE_HEADER = 'x-read-stale';

/** Body returned by every command endpoint. */
export interface CommandAccepted {
  /** Global position reached by the command's last event, to pass as `?after=`. */
  position: string | null;
}
