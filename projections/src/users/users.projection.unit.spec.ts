import { describe, expect, it } from '@jest/globals';
import type { UserDocument, UserEvent } from '@khru/contracts';
import { recorded } from '../testing/recorded.js';
import { documentBeforeAndAfterReplay } from '../testing/replay.js';
import { evolveUser, usersProjection } from './users.projection.js';

const userId = 'u1';
const registered: UserEvent = {
  type: 'UserRegistered',
  data: { userId, email: 'ann@example.com', firstName: 'Ann', lastName: 'Lee', role: 'MEMBER', passwordHash: 'secret-hash', source: 'signup', registeredAt: '2026-11-01T00:00:00.000Z' },
};
const fold = (...events: UserEvent[]) => events.reduce<UserDocument | null>((doc, e) => evolveUser(doc, recorded(e)), null);

describe('users projection', () => {
  it('given a registration, then the profile has defaults and no credential', () => {
    const doc = fold(registered);
    expect(doc).toMatchObject({ _id: userId, email: 'ann@example.com', role: 'MEMBER', interests: { categories: [], subCategories: [] }, lastLoginAt: null });
    expect(doc?.publicProfileSettings.showAge).toBe(false);
    expect(JSON.stringify(doc)).not.toContain('secret-hash');
  });

  it('given profile changes, then each section and the search text follow', () => {
    const doc = fold(
      registered,
      { type: 'PersonalDetailsChanged', data: { userId, changes: { firstName: 'Anna', position: 'Engineer' } } },
      { type: 'EmailChanged', data: { userId, previousEmail: 'ann@example.com', email: 'anna@example.com', at: 't' } },
      { type: 'InterestsChanged', data: { userId, interests: { categories: ['business'], subCategories: [] } } },
      { type: 'ProfileImageChanged', data: { userId, imageUrl: '/api/files/x.png' } },
      { type: 'UserLoggedIn', data: { userId, sessionId: 's', refreshTokenHash: 'h', expiresAt: 'e', at: '2026-11-02T00:00:00.000Z' } },
    );
    expect(doc).toMatchObject({ firstName: 'Anna', position: 'Engineer', email: 'anna@example.com', profileImageUrl: '/api/files/x.png', lastLoginAt: '2026-11-02T00:00:00.000Z' });
    expect(doc?.interests.categories).toEqual(['business']);
    expect(doc?.searchText).toBe('anna lee anna@example.com');
  });

  it('given wishlist changes, then wishlistItemIds holds the kept items, newest first', () => {
    const wished = (itemId: string) => recorded({ type: 'WishlistItemAdded', data: { userId, item: { itemId, isBundle: false }, at: 't' } });
    const doc = [recorded(registered), wished('a'), wished('b'), wished('a'), recorded({ type: 'WishlistItemsRemoved', data: { userId, itemIds: ['b'] } })].reduce<UserDocument | null>(evolveUser, null);
    expect(doc?.wishlistItemIds).toEqual(['a']);
    expect(fold(registered)?.wishlistItemIds).toEqual([]);
  });

  it('given a deleted account, then the document is gone', () => {
    expect(fold(registered, { type: 'UserDeleted', data: { userId, deletedBy: 'admin', at: 't' } })).toBeNull();
  });

  it('applied twice gives the same document', async () => {
    const { once, twice } = await documentBeforeAndAfterReplay(usersProjection, [recorded(registered), recorded({ type: 'PersonalDetailsChanged', data: { userId, changes: { lastName: 'Li' } } })], userId);
    expect(once).not.toBeNull();
    expect(twice).toEqual(once);
  });
});
