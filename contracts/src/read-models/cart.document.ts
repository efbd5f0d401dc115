import type { ItemRef } from '../events/commerce/cart.events.js';

/** Collection `carts`: one document per learner with a server cart, items oldest first. */
export interface CartDocument {
  _id: string;
  items: (ItemRef & { selected: boolean; addedAt: string })[];
}

export const CARTS_COLLECTION = 'carts';
