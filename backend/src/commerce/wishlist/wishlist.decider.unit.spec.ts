import { describe, expect, it } from '@jest/globals';
import { WISHLIST_MAX_ITEMS, type WishlistEvent } from '@khru/contracts';
import { givenWhen } from '../../kernel/commands/given-when-then.js';
import { DomainError } from '../../kernel/errors/domain-error.js';
import { wishlistDecider } from './wishlist.decider.js';

const at = '2026-11-22T10:00:00.000Z';
const userId = 'u1';
const added = (itemId: string): WishlistEvent => ({ type: 'WishlistItemAdded', data: { userId, item: { itemId, isBundle: false }, at } });
const when = givenWhen(wishlistDecider);

describe('wishlist decider', () => {
  it('given nothing, when an item is added, then it is kept; added twice changes nothing', () => {
    expect(when([], { type: 'AddToWishlist', userId, item: { itemId: 'a', isBundle: false }, at })).toEqual([added('a')]);
    expect(when([added('a')], { type: 'AddToWishlist', userId, item: { itemId: 'a', isBundle: false }, at })).toEqual([]);
  });

  it(`given ${WISHLIST_MAX_ITEMS} items, when one more is added, then refused`, () => {
    const full = Array.from({ length: WISHLIST_MAX_ITEMS }, (_, i) => added(`c${i}`));
    expect(when(full, { type: 'AddToWishlist', userId, item: { itemId: 'x', isBundle: false }, at })).toBeInstanceOf(DomainError);
  });

  it('given items, when some are removed, then only those kept are removed', () => {
    expect(when([added('a'), added('b')], { type: 'RemoveFromWishlist', userId, itemIds: ['a', 'zz'] })).toEqual([
      { type: 'WishlistItemsRemoved', data: { userId, itemIds: ['a'] } },
    ]);
    expect(when([added('a')], { type: 'RemoveFromWishlist', userId, itemIds: ['zz'] })).toEqual([]);
  });
});
