import type { RecordedEvent } from '@khru/platform';
import { accountEndedBy } from '@khru/projections';
import { now } from '../clock/clock.js';
import type { StreamSession } from './stream-session.js';
import { untilExpiry } from './until-expiry.js';

interface Watched {
  session: StreamSession;
  end: () => void;
}

/**
 * The sessions of a hub's open streams. A stream ends when its access token expires, and when an event that may end
 * its account's sessions has passed and its own session no longer holds. A check that cannot be made ends it as well:
 * the client reopens it and is verified afresh.
 */
export class SessionWatch {
  private readonly watched = new Map<string, Set<Watched>>();

  /** Watches `session` for the stream that `end` ends; answers the function that stops watching. */
  watch(session: StreamSession, end: () => void): () => void {
    const watched = { session, end };
    const { userId } = session.caller;
    const mine = this.watched.get(userId) ?? new Set<Watched>();
    mine.add(watched);
    this.watched.set(userId, mine);
    // The server's clock signed the token, so it is the one that says when the token runs out.
    const expiry = setTimeout(end, untilExpiry(session.expiresAt, now()));
    return () => {
      clearTimeout(expiry);
      mine.delete(watched);
      if (mine.size === 0 && this.watched.get(userId) === mine) this.watched.delete(userId);
    };
  }

  /** Ends the stream unless its session still holds. */
  async check(session: StreamSession, end: () => void): Promise<void> {
    if (!(await session.holds().catch(() => false))) end();
  }

  /** Checks the streams of the account whose sessions `event` may have ended, once the read models have applied it. */
  async passed(event: RecordedEvent, applied: (event: RecordedEvent) => Promise<void>): Promise<void> {
    const userId = accountEndedBy(event);
    const mine = userId === null ? undefined : this.watched.get(userId);
    if (!mine) return;
    await applied(event);
    await Promise.all([...mine].map(({ session, end }) => this.check(session, end)));
  }
}
