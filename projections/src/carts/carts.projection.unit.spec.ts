import { describe, expect, it } from '@jest/globals';
import type { CartEvent } from '@khru/contracts';
import { recorded } from '../testing/recorded.js';
import { documentBeforeAndAfterReplay } from '../testing/replay.js';
import { cartsProjection } from './carts.projection.js';

const userId = 'u1';
const events: CartEvent[] = [
  {
    type: 'CartItemsAdded',
    data: {
      userId,
      items: [
        { itemId: 'a', isBundle: false },
        { itemId: 'b', isBundle: true },
      ],
      at: '2026-11-22T10:00:00.000Z',
    },
  },
  { type: 'CartSelectionChanged', data: { userId, itemIds: ['a'], selected: false } },
  { type: 'CartItemsAdded', data: { userId, items: [{ itemId: 'c', isBundle: false }], at: '2026-11-22T11:00:00.000Z' } },
  { type: 'CartItemsRemoved', data: { userId, itemIds: ['b'] } },
];

describe('carts projection', () => {
  it('keeps the rows in the order added, with their selection, the same when applied twice', async () => {
    const { once, twice } = await documentBeforeAndAfterReplay(
      cartsProjection,
      events.map((e) => recorded(e)),
      userId,
    );
    expect(once?.items).toEqual([
      { itemId: 'a', isBundle: false, selected: false, addedAt: '2026-11-22T10:00:00.000Z' },
      { itemId: 'c', isBundle: false, selected: true, addedAt: '2026-11-22T11:00:00.000Z' },
    ]);
    expect(twice).toEqual(once);
  });
});
