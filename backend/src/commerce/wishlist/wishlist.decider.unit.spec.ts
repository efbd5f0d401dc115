import { describe, it } from '@jest/globals';
import { WISHLIST_MAX_ITEMS, type WishlistEvent } from '@khru/contracts';
import { deciderSpec } from '../../kernel/commands/decider-spec.js';
import { wishlistDecider } from './wishlist.decider.js';

const at = '2026-11-22T10:00:00.000Z';
const userId = 'u1';
const added = (itemId: string): WishlistEvent => ({ type: 'WishlistItemAdded', data: { userId, item: { itemId, isBundle: false }, at } });
const given = deciderSpec(wishlistDecider);

describe('wishlist decider', () => {
  it('given nothing, when an item is added, then it is kept; added twice changes nothing', () => {
    given([])
      .when({ type: 'AddToWishlist', userId, item: { itemId: 'a', isBundle: false }, at })
      .then([added('a')]);
    given([added('a')])
      .when({ type: 'AddToWishlist', userId, item: { itemId: 'a', isBundle: false }, at })
      .thenNothing();
  });

  it(`given ${WISHLIST_MAX_ITEMS} items, when one more is added, then refused`, () => {
    const full = Array.from({ length: WISHLIST_MAX_ITEMS }, (_, i) => added(`c${i}`));
    given(full)
      .when({ type: 'AddToWishlist', userId, item: { itemId: 'x', isBundle: false }, at })
      .thenThrows('BAD_REQUEST', [{ field: 'itemId', code: 'BAD_REQUEST', rule: 'arrayMaxSize', n: WISHLIST_MAX_ITEMS }]);
  });

  it('given items, when some are removed, then only those kept are removed', () => {
    given([added('a'), added('b')])
      .when({ type: 'RemoveFromWishlist', userId, itemIds: ['a', 'zz'] })
      .then([{ type: 'WishlistItemsRemoved', data: { userId, itemIds: ['a'] } }]);
    given([added('a')])
      .when({ type: 'RemoveFromWishlist', userId, itemIds: ['zz'] })
      .thenNothing();
  });
});
