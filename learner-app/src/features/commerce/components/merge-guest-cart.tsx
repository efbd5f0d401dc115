import { useEffect, useRef } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useGuestCartStore } from '../../../stores/guest-cart-store';
import { useSessionStore } from '../../../stores/session-store';
import { useAddToCart } from '../api/add-to-cart';
import { useHasCart } from '../hooks/use-has-cart';

/** When a visitor with a browser cart logs in, its items join the server cart once, then the browser copy is cleared. */
export function MergeGuestCart() {
  const loggedIn = useSessionStore((s) => s.status === 'loggedIn');
  const hasCart = useHasCart();
  const items = useGuestCartStore((s) => s.items);
  const clear = useGuestCartStore((s) => s.clear);
  const remove = useGuestCartStore((s) => s.remove);
  const add = useAddToCart();
  const merging = useRef(false);
  useEffect(() => {
    if (!loggedIn || !hasCart || items.length === 0 || merging.current) return;
    merging.current = true;
    add.mutate(
      { items },
      {
        onSuccess: clear,
        // Items the server refused (no longer on sale) leave the browser cart, so the rest merge on the next try; anything else ends the attempt.
        onError: (error) => {
          const refused =
            error instanceof ApiError ? error.fields.map((f) => /^items\.(\d+)\./.exec(f.field)?.[1]).filter((i): i is string => i !== undefined) : [];
          if (refused.length > 0) remove(refused.map((i) => items[Number(i)]!.itemId));
          else clear();
        },
        onSettled: () => (merging.current = false),
      },
    );
  }, [loggedIn, hasCart, items, add, clear, remove]);
  return null;
}
