import { describe, it } from '@jest/globals';
import { CART_MAX_ITEMS, type CartEvent } from '@khru/contracts';
import { deciderSpec } from '../../kernel/commands/decider-spec.js';
import { cartDecider } from './cart.decider.js';

const at = '2026-11-22T10:00:00.000Z';
const userId = 'u1';
const course = (itemId: string) => ({ itemId, isBundle: false });
const added = (...ids: string[]): CartEvent => ({ type: 'CartItemsAdded', data: { userId, items: ids.map(course), at } });
const given = deciderSpec(cartDecider);

describe('cart decider', () => {
  it('given an empty cart, when courses and a bundle are added, then they are added once each', () => {
    given([])
      .when({ type: 'AddToCart', userId, buyerRole: 'MEMBER', teachers: {}, items: [course('a'), { itemId: 'b', isBundle: true }, course('a')], at })
      .then([{ type: 'CartItemsAdded', data: { userId, items: [course('a'), { itemId: 'b', isBundle: true }], at } }]);
  });

  it('given items in the cart, when a guest cart with some of them is merged, then only the new ones are added; all known changes nothing', () => {
    given([added('a', 'b')])
      .when({ type: 'AddToCart', userId, buyerRole: 'MEMBER', teachers: {}, items: [course('b'), course('c')], at })
      .then([added('c')]);
    given([added('a', 'b')])
      .when({ type: 'AddToCart', userId, buyerRole: 'MEMBER', teachers: {}, items: [course('a')], at })
      .thenNothing();
  });

  it(`given a full cart, when one more is added, then refused with at most ${CART_MAX_ITEMS} items`, () => {
    const full = added(...Array.from({ length: CART_MAX_ITEMS }, (_, i) => `c${i}`));
    given([full])
      .when({ type: 'AddToCart', userId, buyerRole: 'MEMBER', teachers: {}, items: [course('one-more')], at })
      .thenThrows('BAD_REQUEST', [{ field: 'items', code: 'BAD_REQUEST', rule: 'arrayMaxSize', n: CART_MAX_ITEMS }]);
  });

  it('given items, when some are removed (with unknown ids), then only those in the cart are removed', () => {
    given([added('a', 'b')])
      .when({ type: 'RemoveFromCart', userId, itemIds: ['b', 'zz', 'b'] })
      .then([{ type: 'CartItemsRemoved', data: { userId, itemIds: ['b'] } }]);
    given([added('a')])
      .when({ type: 'RemoveFromCart', userId, itemIds: ['zz'] })
      .thenNothing();
  });

  it('given selected items, when unselected and selected again, then only real changes are recorded', () => {
    const unselected: CartEvent = { type: 'CartSelectionChanged', data: { userId, itemIds: ['a'], selected: false } };
    given([added('a', 'b')])
      .when({ type: 'SelectCartItems', userId, itemIds: ['a', 'zz'], selected: false })
      .then([unselected]);
    given([added('a', 'b'), unselected])
      .when({ type: 'SelectCartItems', userId, itemIds: ['a', 'b'], selected: true })
      .then([{ type: 'CartSelectionChanged', data: { userId, itemIds: ['a'], selected: true } }]);
    given([added('a')])
      .when({ type: 'SelectCartItems', userId, itemIds: ['a'], selected: true })
      .thenNothing();
  });

  it('given a removed item, when it is added again, then it comes back selected', () => {
    given([added('a'), { type: 'CartItemsRemoved', data: { userId, itemIds: ['a'] } }])
      .when({
        type: 'AddToCart',
        userId,
        buyerRole: 'MEMBER',
        teachers: {},
        items: [course('a')],
        at,
      })
      .then([added('a')]);
  });

  it('given an instructor, when she adds the course she teaches, then FORBIDDEN (ownCourse); another instructor\u2019s course is added', () => {
    given([])
      .when({
        type: 'AddToCart',
        userId,
        buyerRole: 'INSTRUCTOR',
        teachers: { a: userId, b: 'someone-else' },
        items: [course('b'), course('a')],
        at,
      })
      .thenThrows('FORBIDDEN', [{ field: 'items.1.itemId', code: 'FORBIDDEN', rule: 'ownCourse' }]);
    given([])
      .when({ type: 'AddToCart', userId, buyerRole: 'INSTRUCTOR', teachers: { b: 'someone-else' }, items: [course('b')], at })
      .then([added('b')]);
  });
});
