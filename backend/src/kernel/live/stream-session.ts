import type { Caller } from '../auth/caller.js';

/** What an event stream opened with an access token lives by: the token's expiry, and its session holding. */
export interface StreamSession {
  caller: Caller;
  /** The token's `exp`: the stream ends then, and the client reopens it with a fresh token. */
  expiresAt: Date;
  /** Whether the token still speaks for its account, judged as the access guard judges it (CurrentSession). */
  holds(): Promise<boolean>;
}
