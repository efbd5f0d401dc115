import { useEffect, useRef } from 'react';
import { useGuestCartStore } from '../../../stores/guest-cart-store';
import { useSessionStore } from '../../../stores/session-store';
import { useCartChanges, useHasCart } from '../api/cart';

/** When a visitor with a browser cart logs in, its items join the server cart once, then the browser copy is cleared. */
export function MergeGuestCart() {
  const loggedIn = useSessionStore((s) => s.status === 'loggedIn');
  const hasCart = useHasCart();
  const items = useGuestCartStore((s) => s.items);
  const clear = useGuestCartStore((s) => s.clear);
  const { add } = useCartChanges();
  const merging = useRef(false);
  useEffect(() => {
    if (!loggedIn || !hasCart || items.length === 0 || merging.current) return;
    merging.current = true;
    add.mutate({ items }, { onSuccess: clear, onSettled: () => (merging.current = false) });
  }, [loggedIn, hasCart, items, add, clear]);
  return null;
}
