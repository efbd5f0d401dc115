import type { DomainEvent } from '../event.js';
import type { ItemRef } from './cart.events.js';

/** Stream `wishlist-<userId>`: what a learner keeps for later (spec: the user's `wishlistItemIds`). */
export type WishlistItemAdded = DomainEvent<'WishlistItemAdded', { userId: string; item: ItemRef; at: string }>;
export type WishlistItemsRemoved = DomainEvent<'WishlistItemsRemoved', { userId: string; itemIds: string[] }>;

export type WishlistEvent = WishlistItemAdded | WishlistItemsRemoved;

export const WISHLIST_EVENT_TYPES = ['WishlistItemAdded', 'WishlistItemsRemoved'] as const satisfies readonly WishlistEvent['type'][];

export const wishlistStream = (userId: string): string => `wishlist-${userId}`;

/** A wishlist holds at most this many items. */
export const WISHLIST_MAX_ITEMS = 200;
