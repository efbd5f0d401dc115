import { describe, expect, it } from '@jest/globals';
import { USERS_COLLECTION, type OpenSession } from '@khru/contracts';
import { MemoryDocumentStore, type GlobalPosition } from '@khru/platform';
import type { Caller } from './caller.js';
import { CurrentSession } from './current-session.js';

const caller: Caller = { userId: 'u1', sessionId: 's1', role: 'ADMIN', permissions: ['ADMIN'] };
const issuedAt: GlobalPosition = { commit: 7n, prepare: 70n };

/** The `users` read model holding one account (or none), and read models that reach the token's position or never do. */
async function given(account: { role: string; openSessions: OpenSession[] } | null, readModelsReachToken: boolean) {
  const documents = new MemoryDocumentStore();
  if (account) await documents.collection(USERS_COLLECTION).insertOne({ _id: 'u1', ...account });
  const waited: GlobalPosition[] = [];
  const runner = {
    waitFor: (position: GlobalPosition) => {
      waited.push(position);
      return Promise.resolve(readModelsReachToken);
    },
  };
  return { sessions: new CurrentSession(documents, runner, 0), waited };
}

const open = [{ sessionId: 's1', expiresAt: '2027-01-01T00:00:00.000Z' }];

describe('current session of an access token', () => {
  it('holds while the account has the session open and the role the token claims', async () => {
    const { sessions } = await given({ role: 'ADMIN', openSessions: open }, true);
    expect(await sessions.holds(caller, issuedAt)).toBe(true);
  });

  it('does not hold once the session has ended, the account is gone, or its role changed', async () => {
    expect(await (await given({ role: 'ADMIN', openSessions: [] }, true)).sessions.holds(caller, issuedAt)).toBe(false);
    expect(await (await given(null, true)).sessions.holds(caller, issuedAt)).toBe(false);
    expect(await (await given({ role: 'MEMBER', openSessions: open }, true)).sessions.holds(caller, issuedAt)).toBe(false);
  });

  it('waits for the read models to reach the position the token was issued at, then checks', async () => {
    const { sessions, waited } = await given({ role: 'ADMIN', openSessions: open }, true);
    expect(await sessions.holds(caller, issuedAt)).toBe(true);
    expect(waited).toEqual([issuedAt]);
  });

  it('never skips the check for a position the read models do not reach in time', async () => {
    expect(await (await given(null, false)).sessions.holds(caller, { commit: 10n ** 18n, prepare: 0n })).toBe(false);
    expect(await (await given({ role: 'ADMIN', openSessions: open }, false)).sessions.holds(caller, issuedAt)).toBe(true);
  });

  it('checks a token that names no position against the read models at once', async () => {
    const { sessions, waited } = await given(null, false);
    expect(await sessions.holds(caller, null)).toBe(false);
    expect(waited).toEqual([]);
  });
});
