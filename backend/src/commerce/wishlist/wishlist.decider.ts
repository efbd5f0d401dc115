import { WISHLIST_MAX_ITEMS, type ItemRef, type WishlistEvent } from '@khru/contracts';
import type { Decider } from '../../kernel/commands/decider.js';
import { DomainError } from '../../kernel/errors/domain-error.js';

export type WishlistCommand =
  { type: 'AddToWishlist'; userId: string; item: ItemRef; at: string } | { type: 'RemoveFromWishlist'; userId: string; itemIds: string[] };

export interface WishlistState {
  itemIds: Set<string>;
}

/** A learner's wishlist: adding twice changes nothing, at most 200 items; removing touches only what is there. */
export const wishlistDecider: Decider<WishlistCommand, WishlistEvent, WishlistState> = {
  initialState: () => ({ itemIds: new Set() }),

  evolve(state, event) {
    const itemIds = new Set(state.itemIds);
    if (event.type === 'WishlistItemAdded') itemIds.add(event.data.item.itemId);
    else for (const id of event.data.itemIds) itemIds.delete(id);
    return { itemIds };
  },

  decide(command, state) {
    if (command.type === 'AddToWishlist') {
      if (state.itemIds.has(command.item.itemId)) return [];
      if (state.itemIds.size >= WISHLIST_MAX_ITEMS)
        return DomainError.badRequest([{ field: 'itemId', code: 'BAD_REQUEST', rule: 'arrayMaxSize', n: WISHLIST_MAX_ITEMS }]);
      return [{ type: 'WishlistItemAdded', data: { userId: command.userId, item: command.item, at: command.at } }];
    }
    const present = [...new Set(command.itemIds)].filter((id) => state.itemIds.has(id));
    return present.length === 0 ? [] : [{ type: 'WishlistItemsRemoved', data: { userId: command.userId, itemIds: present } }];
  },
};
