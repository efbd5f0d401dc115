import { CART_MAX_ITEMS, type CartEvent, type ItemRef, type Role } from '@khru/contracts';
import { ownCourseRefusal, type ItemTeachers } from '../own-course.js';
import { corporateRefusal } from '../personal-buyer.js';
import type { Decider } from '../../kernel/commands/decider.js';
import { DomainError } from '../../kernel/errors/domain-error.js';

export type CartCommand =
  | { type: 'AddToCart'; userId: string; buyerRole: Role; items: ItemRef[]; teachers: ItemTeachers; at: string }
  | { type: 'RemoveFromCart'; userId: string; itemIds: string[] }
  | { type: 'SelectCartItems'; userId: string; itemIds: string[]; selected: boolean };

export interface CartState {
  items: Map<string, { isBundle: boolean; selected: boolean }>;
}

/**
 * A learner's cart: adding what is already there changes nothing (so a guest cart can be merged
 * again safely), at most 50 items, new items arrive selected; removing or selecting touches only
 * what is in the cart.
 */
export const cartDecider: Decider<CartCommand, CartEvent, CartState> = {
  initialState: () => ({ items: new Map() }),

  evolve(state, event) {
    const items = new Map(state.items);
    switch (event.type) {
      case 'CartItemsAdded':
        for (const item of event.data.items) items.set(item.itemId, { isBundle: item.isBundle, selected: true });
        return { items };
      case 'CartItemsRemoved':
        for (const id of event.data.itemIds) items.delete(id);
        return { items };
      case 'CartSelectionChanged':
        for (const id of event.data.itemIds) {
          const item = items.get(id);
          if (item) items.set(id, { ...item, selected: event.data.selected });
        }
        return { items };
      default: {
        const _exhaustive: never = event;
        return state;
      }
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'AddToCart': {
        const refusal =
          corporateRefusal(command.buyerRole) ??
          ownCourseRefusal(
            command.userId,
            command.items.map((i) => i.itemId),
            command.teachers,
          );
        if (refusal) return refusal;
        const fresh = command.items.filter((item, i) => !state.items.has(item.itemId) && command.items.findIndex((x) => x.itemId === item.itemId) === i);
        if (fresh.length === 0) return [];
        if (state.items.size + fresh.length > CART_MAX_ITEMS)
          return DomainError.badRequest([{ field: 'items', code: 'BAD_REQUEST', rule: 'arrayMaxSize', n: CART_MAX_ITEMS }]);
        return [{ type: 'CartItemsAdded', data: { userId: command.userId, items: fresh, at: command.at } }];
      }
      case 'RemoveFromCart': {
        const present = [...new Set(command.itemIds)].filter((id) => state.items.has(id));
        return present.length === 0 ? [] : [{ type: 'CartItemsRemoved', data: { userId: command.userId, itemIds: present } }];
      }
      case 'SelectCartItems': {
        const changing = [...new Set(command.itemIds)].filter((id) => state.items.has(id) && state.items.get(id)!.selected !== command.selected);
        return changing.length === 0 ? [] : [{ type: 'CartSelectionChanged', data: { userId: command.userId, itemIds: changing, selected: command.selected } }];
      }
      default: {
        const _exhaustive: never = command;
        throw new Error('unknown command');
      }
    }
  },
};
