import { describe, expect, it } from '@jest/globals';
import type { SessionEvent, UserDocument, UserEvent } from '@khru/contracts';
import { foldDocument } from '../testing/fold-document.js';
import { recorded } from '../testing/recorded.js';
import { documentBeforeAndAfterReplay } from '../testing/replay.js';
import { evolveUser, usersProjection } from './users.projection.js';

const userId = 'u1';
const registered: UserEvent = {
  type: 'UserRegistered',
  data: {
    userId,
    email: 'ann@example.com',
    firstName: 'Ann',
    lastName: 'Lee',
    role: 'MEMBER',
    passwordHash: 'secret-hash',
    source: 'signup',
    registeredAt: '2026-11-01T00:00:00.000Z',
  },
};
const loggedIn = (sessionId: string, at = '2026-11-02T00:00:00.000Z', expiresAt = '2026-12-02T00:00:00.000Z'): UserEvent => ({
  type: 'UserLoggedIn',
  data: { userId, sessionId, refreshTokenHash: `hash-of-${sessionId}`, expiresAt, at },
});
const open = (doc: UserDocument | null) => doc?.openSessions.map((s) => s.sessionId);

describe('users projection', () => {
  it('given a registration, then the profile has defaults and no credential', () => {
    const doc = foldDocument(evolveUser, [registered]);
    expect(doc).toMatchObject({ _id: userId, email: 'ann@example.com', role: 'MEMBER', interests: { categories: [], subCategories: [] }, lastLoginAt: null });
    expect(doc?.publicProfileSettings.showAge).toBe(false);
    expect(JSON.stringify(doc)).not.toContain('secret-hash');
  });

  it('given profile changes, then each section and the search text follow', () => {
    const doc = foldDocument(evolveUser, [
      registered,
      { type: 'PersonalDetailsChanged', data: { userId, changes: { firstName: 'Anna', position: 'Engineer' } } },
      { type: 'EmailChanged', data: { userId, previousEmail: 'ann@example.com', email: 'anna@example.com', at: 't' } },
      { type: 'InterestsChanged', data: { userId, interests: { categories: ['business'], subCategories: [] } } },
      { type: 'ProfileImageChanged', data: { userId, imageUrl: '/api/files/x.png' } },
      { type: 'UserLoggedIn', data: { userId, sessionId: 's', refreshTokenHash: 'h', expiresAt: 'e', at: '2026-11-02T00:00:00.000Z' } },
    ]);
    expect(doc).toMatchObject({
      firstName: 'Anna',
      position: 'Engineer',
      email: 'anna@example.com',
      profileImageUrl: '/api/files/x.png',
      lastLoginAt: '2026-11-02T00:00:00.000Z',
    });
    expect(doc?.interests.categories).toEqual(['business']);
    expect(doc?.searchText).toBe('anna lee anna@example.com');
  });

  it('given wishlist changes, then wishlistItemIds holds the kept items, newest first', () => {
    const wished = (itemId: string) => recorded({ type: 'WishlistItemAdded', data: { userId, item: { itemId, isBundle: false }, at: 't' } });
    const doc = [
      recorded(registered),
      wished('a'),
      wished('b'),
      wished('a'),
      recorded({ type: 'WishlistItemsRemoved', data: { userId, itemIds: ['b'] } }),
    ].reduce<UserDocument | null>(evolveUser, null);
    expect(doc?.wishlistItemIds).toEqual(['a']);
    expect(foldDocument(evolveUser, [registered])?.wishlistItemIds).toEqual([]);
  });

  it('given logins, then each session is open, and no refresh-token hash reaches the document', () => {
    const doc = foldDocument(evolveUser, [registered, loggedIn('s1'), loggedIn('s2')]);
    expect(doc?.openSessions).toEqual([
      { sessionId: 's1', expiresAt: '2026-12-02T00:00:00.000Z' },
      { sessionId: 's2', expiresAt: '2026-12-02T00:00:00.000Z' },
    ]);
    expect(JSON.stringify(doc)).not.toContain('hash-of-');
  });

  it('given a logout, a revoked family, a password change, a reset and a deactivation, then the sessions they end are closed', () => {
    const at = 't';
    expect(
      open(foldDocument(evolveUser, [registered, loggedIn('s1'), loggedIn('s2'), { type: 'UserLoggedOut', data: { userId, sessionId: 's1', at } }])),
    ).toEqual(['s2']);
    expect(
      open(
        foldDocument(evolveUser, [
          registered,
          loggedIn('s1'),
          loggedIn('s2'),
          { type: 'SessionRevoked', data: { sessionId: 's2', userId, reason: 'refresh-token-reuse', at } },
        ]),
      ),
    ).toEqual(['s1']);
    expect(
      open(
        foldDocument(evolveUser, [
          registered,
          loggedIn('s1'),
          loggedIn('s2'),
          { type: 'PasswordChanged', data: { userId, passwordHash: 'x', keptSessionId: 's2', at } },
        ]),
      ),
    ).toEqual(['s2']);
    expect(
      open(
        foldDocument(evolveUser, [
          registered,
          loggedIn('s1'),
          loggedIn('s2'),
          { type: 'PasswordResetCompleted', data: { userId, resetId: 'r', passwordHash: 'x', at } },
        ]),
      ),
    ).toEqual([]);
    expect(
      open(foldDocument(evolveUser, [registered, loggedIn('s1'), loggedIn('s2'), { type: 'UserDeactivated', data: { userId, orgId: 'o1', by: 'hr', at } }])),
    ).toEqual([]);
  });

  it('given a refresh, then its session stays open longer; sessions past their refresh expiry are dropped at the next login', () => {
    const rotated: SessionEvent = {
      type: 'RefreshTokenRotated',
      data: { sessionId: 's1', userId, previousTokenHash: 'a', refreshTokenHash: 'b', expiresAt: '2027-01-01T00:00:00.000Z', at: '2026-12-01T00:00:00.000Z' },
    };
    const doc = foldDocument(evolveUser, [
      registered,
      loggedIn('s1'),
      loggedIn('s2'),
      rotated,
      loggedIn('s3', '2026-12-10T00:00:00.000Z', '2027-01-10T00:00:00.000Z'),
    ]);
    expect(doc?.openSessions).toEqual([
      { sessionId: 's1', expiresAt: '2027-01-01T00:00:00.000Z' },
      { sessionId: 's3', expiresAt: '2027-01-10T00:00:00.000Z' },
    ]);
  });

  it('given a refresh of a session already ended, then it stays closed', () => {
    const rotated: SessionEvent = {
      type: 'RefreshTokenRotated',
      data: { sessionId: 's1', userId, previousTokenHash: 'a', refreshTokenHash: 'b', expiresAt: 'z', at: 't' },
    };
    expect(
      open(foldDocument(evolveUser, [registered, loggedIn('s1'), { type: 'UserLoggedOut', data: { userId, sessionId: 's1', at: 't' } }, rotated])),
    ).toEqual([]);
  });

  it('given a deleted account, then the document is gone', () => {
    expect(foldDocument(evolveUser, [registered, { type: 'UserDeleted', data: { userId, deletedBy: 'admin', at: 't' } }])).toBeNull();
  });

  it('applied twice gives the same document', async () => {
    const { once, twice } = await documentBeforeAndAfterReplay(
      usersProjection,
      [
        recorded(registered),
        recorded({ type: 'PersonalDetailsChanged', data: { userId, changes: { lastName: 'Li' } } }),
        recorded(loggedIn('s1')),
        recorded(loggedIn('s2')),
        recorded({ type: 'SessionRevoked', data: { sessionId: 's1', userId, reason: 'refresh-token-reuse', at: 't' } }),
      ],
      userId,
    );
    expect(once?.openSessions.map((s) => s.sessionId)).toEqual(['s2']);
    expect(twice).toEqual(once);
  });
});
