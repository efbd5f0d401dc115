import { USERS_COLLECTION, type UserDocument } from '@khru/contracts';
import type { DocumentStore, GlobalPosition } from '@khru/platform';
import type { ProjectionRunner } from '@khru/projections';
import type { Caller } from './caller.js';

/** How long a request waits for the read models to apply the login or refresh that issued its token. */
export const SESSION_WAIT_MS = 3000;

/**
 * Whether a verified access token still speaks for its account, as the `users` read model sees it:
 * the account exists, the token's session is still open (not logged out, not ended by a password
 * change or reset, not revoked for refresh-token reuse) and the role is the one the token claims.
 */
export class CurrentSession {
  constructor(
    private readonly documents: DocumentStore,
    private readonly runner: Pick<ProjectionRunner, 'waitFor'>,
    private readonly waitMs = SESSION_WAIT_MS,
  ) {}

  async holds(caller: Caller, issuedAt: GlobalPosition | null): Promise<boolean> {
    // Read-your-writes: a token newer than the read models comes from a login or refresh they have not applied yet,
    // so wait (bounded) for them to pass it. The check itself is never skipped: a position claimed beyond the
    // read models only delays the answer, and a session they do not hold by then is refused.
    if (issuedAt) await this.runner.waitFor(issuedAt, this.waitMs);
    const account = await this.documents
      .collection<UserDocument>(USERS_COLLECTION)
      .findOne({ _id: caller.userId, 'openSessions.sessionId': caller.sessionId }, { projection: { role: 1 } });
    return account !== null && account.role === caller.role;
  }
}
