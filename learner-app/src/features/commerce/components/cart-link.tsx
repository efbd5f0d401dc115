import { useTranslation } from 'react-i18next';
import { CartIcon } from '../../../components/icons';
import { Link } from 'react-router';
import { useGuestCartStore } from '../../../stores/guest-cart-store';
import { useSessionStore } from '../../../stores/session-store';
import { useServerCart } from '../api/get-cart';
import { useHasCart } from '../hooks/use-has-cart';

/** The header's cart with its count; hidden for corporate accounts. */
export function CartLink({ className }: { className?: string }) {
  const { t } = useTranslation();
  const loggedIn = useSessionStore((s) => s.status === 'loggedIn');
  const hasCart = useHasCart();
  const guestCount = useGuestCartStore((s) => s.items.length);
  const server = useServerCart();
  if (!hasCart) return null;
  const count = loggedIn ? (server.data?.items.length ?? 0) : guestCount;
  return (
    <Link to="/shopping-cart" className={`header-icon ${className ?? ''}`} aria-label={t('cart.linkLabel', { n: count })}>
      <CartIcon />
      {count > 0 ? <span className="badge">{count}</span> : null}
    </Link>
  );
}
