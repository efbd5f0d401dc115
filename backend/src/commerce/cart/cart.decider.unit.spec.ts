import { describe, expect, it } from '@jest/globals';
import { CART_MAX_ITEMS, type CartEvent } from '@khru/contracts';
import { givenWhen } from '../../kernel/commands/given-when-then.js';
import { DomainError } from '../../kernel/errors/domain-error.js';
import { cartDecider } from './cart.decider.js';

const at = '2026-11-22T10:00:00.000Z';
const userId = 'u1';
const course = (itemId: string) => ({ itemId, isBundle: false });
const added = (...ids: string[]): CartEvent => ({ type: 'CartItemsAdded', data: { userId, items: ids.map(course), at } });
const when = givenWhen(cartDecider);

describe('cart decider', () => {
  it('given an empty cart, when courses and a bundle are added, then they are added once each', () => {
    expect(
      when([], { type: 'AddToCart', userId, buyerRole: 'MEMBER', teachers: {}, items: [course('a'), { itemId: 'b', isBundle: true }, course('a')], at }),
    ).toEqual([{ type: 'CartItemsAdded', data: { userId, items: [course('a'), { itemId: 'b', isBundle: true }], at } }]);
  });

  it('given items in the cart, when a guest cart with some of them is merged, then only the new ones are added; all known changes nothing', () => {
    expect(when([added('a', 'b')], { type: 'AddToCart', userId, buyerRole: 'MEMBER', teachers: {}, items: [course('b'), course('c')], at })).toEqual([
      added('c'),
    ]);
    expect(when([added('a', 'b')], { type: 'AddToCart', userId, buyerRole: 'MEMBER', teachers: {}, items: [course('a')], at })).toEqual([]);
  });

  it(`given a full cart, when one more is added, then refused with at most ${CART_MAX_ITEMS} items`, () => {
    const full = added(...Array.from({ length: CART_MAX_ITEMS }, (_, i) => `c${i}`));
    const result = when([full], { type: 'AddToCart', userId, buyerRole: 'MEMBER', teachers: {}, items: [course('one-more')], at });
    expect(result).toBeInstanceOf(DomainError);
    expect((result as DomainError).fields).toEqual([{ field: 'items', code: 'BAD_REQUEST', rule: 'arrayMaxSize', n: CART_MAX_ITEMS }]);
  });

  it('given items, when some are removed (with unknown ids), then only those in the cart are removed', () => {
    expect(when([added('a', 'b')], { type: 'RemoveFromCart', userId, itemIds: ['b', 'zz', 'b'] })).toEqual([
      { type: 'CartItemsRemoved', data: { userId, itemIds: ['b'] } },
    ]);
    expect(when([added('a')], { type: 'RemoveFromCart', userId, itemIds: ['zz'] })).toEqual([]);
  });

  it('given selected items, when unselected and selected again, then only real changes are recorded', () => {
    const unselected: CartEvent = { type: 'CartSelectionChanged', data: { userId, itemIds: ['a'], selected: false } };
    expect(when([added('a', 'b')], { type: 'SelectCartItems', userId, itemIds: ['a', 'zz'], selected: false })).toEqual([unselected]);
    expect(when([added('a', 'b'), unselected], { type: 'SelectCartItems', userId, itemIds: ['a', 'b'], selected: true })).toEqual([
      { type: 'CartSelectionChanged', data: { userId, itemIds: ['a'], selected: true } },
    ]);
    expect(when([added('a')], { type: 'SelectCartItems', userId, itemIds: ['a'], selected: true })).toEqual([]);
  });

  it('given a removed item, when it is added again, then it comes back selected', () => {
    expect(
      when([added('a'), { type: 'CartItemsRemoved', data: { userId, itemIds: ['a'] } }], {
        type: 'AddToCart',
        userId,
        buyerRole: 'MEMBER',
        teachers: {},
        items: [course('a')],
        at,
      }),
    ).toEqual([added('a')]);
  });

  it('given an instructor, when she adds the course she teaches, then FORBIDDEN (ownCourse); another instructor\u2019s course is added', () => {
    const refused = when([], {
      type: 'AddToCart',
      userId,
      buyerRole: 'INSTRUCTOR',
      teachers: { a: userId, b: 'someone-else' },
      items: [course('b'), course('a')],
      at,
    });
    expect((refused as DomainError).code).toBe('FORBIDDEN');
    expect((refused as DomainError).fields).toEqual([{ field: 'items.1.itemId', code: 'FORBIDDEN', rule: 'ownCourse' }]);
    expect(when([], { type: 'AddToCart', userId, buyerRole: 'INSTRUCTOR', teachers: { b: 'someone-else' }, items: [course('b')], at })).toEqual([added('b')]);
  });
});
