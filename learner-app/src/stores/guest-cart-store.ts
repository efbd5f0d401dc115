import type { ItemRef } from '@khru/contracts';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** Spec section 3: a visitor's cart is kept in local storage under `cart_courses` until they log in. */
export const GUEST_CART_KEY = 'cart_courses';

interface GuestCartState {
  items: ItemRef[];
  add(item: ItemRef): void;
  remove(itemIds: string[]): void;
  clear(): void;
}

export const useGuestCartStore = create<GuestCartState>()(
  persist(
    (set) => ({
      items: [],
      add: (item) => set((s) => (s.items.some((i) => i.itemId === item.itemId) ? s : { items: [...s.items, item] })),
      remove: (itemIds) => set((s) => ({ items: s.items.filter((i) => !itemIds.includes(i.itemId)) })),
      clear: () => set({ items: [] }),
    }),
    { name: GUEST_CART_KEY, storage: createJSONStorage(() => localStorage), partialize: (s) => ({ items: s.items }) },
  ),
);
