import { CART_EVENT_TYPES, CARTS_COLLECTION, type CartDocument, type CartEvent } from '@khru/contracts';
import type { RecordedEvent } from '@khru/platform';
import { asDomainEvent, type DocumentProjection } from '../projection.js';

export function evolveCart(document: CartDocument | null, recorded: RecordedEvent): CartDocument | null {
  const event = asDomainEvent<CartEvent>(recorded);
  const items = document?.items ?? [];
  switch (event.type) {
    case 'CartItemsAdded': {
      const known = new Set(items.map((i) => i.itemId));
      const added = event.data.items
        .filter((i) => !known.has(i.itemId))
        .map((i) => ({ itemId: i.itemId, isBundle: i.isBundle, selected: true, addedAt: event.data.at }));
      return { _id: event.data.userId, items: [...items, ...added] };
    }
    case 'CartItemsRemoved':
      return { _id: event.data.userId, items: items.filter((i) => !event.data.itemIds.includes(i.itemId)) };
    case 'CartSelectionChanged':
      return { _id: event.data.userId, items: items.map((i) => (event.data.itemIds.includes(i.itemId) ? { ...i, selected: event.data.selected } : i)) };
    default: {
      const _exhaustive: never = event;
      return document;
    }
  }
}

/** Read model `carts`: each learner's cart rows in the order they were added. */
export const cartsProjection: DocumentProjection<CartDocument> = {
  kind: 'document',
  name: 'carts',
  collection: CARTS_COLLECTION,
  handles: CART_EVENT_TYPES,
  documentId: (event) => (event.data as { userId?: string }).userId ?? null,
  evolve: evolveCart,
};
