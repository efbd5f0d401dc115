import { describe, expect, it } from '@jest/globals';
import { USERS_COLLECTION, type OpenSession } from '@khru/contracts';
import { MemoryDocumentStore, type GlobalPosition } from '@khru/platform';
import type { Caller } from './caller.js';
import { CurrentSession } from './current-session.js';

const caller: Caller = { userId: 'u1', sessionId: 's1', role: 'ADMIN', permissions: ['ADMIN'] };
const issuedAt: GlobalPosition = { commit: 7n, prepare: 70n };

/** The `users` read model holding one account (or none), and read models that have or have not reached the token. */
async function given(account: { role: string; openSessions: OpenSession[] } | null, readModelsReachedToken: boolean) {
  const documents = new MemoryDocumentStore();
  if (account) await documents.collection(USERS_COLLECTION).insertOne({ _id: 'u1', ...account });
  return new CurrentSession(documents, { reached: () => readModelsReachedToken });
}

const open = [{ sessionId: 's1', expiresAt: '2027-01-01T00:00:00.000Z' }];

describe('current session of an access token', () => {
  it('holds while the account has the session open and the role the token claims', async () => {
    expect(await (await given({ role: 'ADMIN', openSessions: open }, true)).holds(caller, issuedAt)).toBe(true);
  });

  it('does not hold once the session has ended, the account is gone, or its role changed', async () => {
    expect(await (await given({ role: 'ADMIN', openSessions: [] }, true)).holds(caller, issuedAt)).toBe(false);
    expect(await (await given(null, true)).holds(caller, issuedAt)).toBe(false);
    expect(await (await given({ role: 'MEMBER', openSessions: open }, true)).holds(caller, issuedAt)).toBe(false);
  });

  it('holds for a token newer than the read models (a login they have not applied yet)', async () => {
    expect(await (await given(null, false)).holds(caller, issuedAt)).toBe(true);
  });

  it('checks a token that names no position against the read models', async () => {
    expect(await (await given(null, false)).holds(caller, null)).toBe(false);
  });
});
