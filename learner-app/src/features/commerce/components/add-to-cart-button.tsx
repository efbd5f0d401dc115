import type { ItemRef } from '@khru/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useGuestCartStore } from '../../../stores/guest-cart-store';
import { useSessionStore } from '../../../stores/session-store';
import { useAddToCart } from '../api/add-to-cart';
import { useServerCart } from '../api/get-cart';
import { useHasCart } from '../hooks/use-has-cart';

/**
 * Puts a course or bundle in the cart: the server cart when logged in, the browser's `cart_courses`
 * for a visitor. Once it is there, the button leads to the cart. B2B members see nothing.
 */
export function AddToCartButton({ item }: { item: ItemRef }) {
  const { t } = useTranslation();
  const loggedIn = useSessionStore((s) => s.status === 'loggedIn');
  const hasCart = useHasCart();
  const guest = useGuestCartStore();
  const server = useServerCart();
  const add = useAddToCart();
  if (!hasCart) return null;
  const inCart = loggedIn ? Boolean(server.data?.items.some((i) => i.itemId === item.itemId)) : guest.items.some((i) => i.itemId === item.itemId);
  if (inCart) {
    return (
      <Link to="/shopping-cart" className="button primary">
        {t('cart.goToCart')}
      </Link>
    );
  }
  return (
    <button
      type="button"
      className="button primary"
      disabled={add.isPending || (loggedIn && server.isPending)}
      onClick={() => (loggedIn ? add.mutate({ items: [item] }) : guest.add(item))}
    >
      {t('cart.add')}
    </button>
  );
}
