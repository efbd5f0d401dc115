import type { DomainEvent } from '../event.js';

/** A course or a bundle (certificate) in a cart or a wishlist. */
export interface ItemRef {
  itemId: string;
  isBundle: boolean;
}

/** Stream `cart-<userId>`: the server-side cart of one learner (a guest's cart lives in the browser until login). */
export type CartItemsAdded = DomainEvent<'CartItemsAdded', { userId: string; items: ItemRef[]; at: string }>;
export type CartItemsRemoved = DomainEvent<'CartItemsRemoved', { userId: string; itemIds: string[] }>;
export type CartSelectionChanged = DomainEvent<'CartSelectionChanged', { userId: string; itemIds: string[]; selected: boolean }>;

export type CartEvent = CartItemsAdded | CartItemsRemoved | CartSelectionChanged;

export const CART_EVENT_TYPES = ['CartItemsAdded', 'CartItemsRemoved', 'CartSelectionChanged'] as const satisfies readonly CartEvent['type'][];

export const cartStream = (userId: string): string => `cart-${userId}`;

/** A cart holds at most this many items. */
export const CART_MAX_ITEMS = 50;
