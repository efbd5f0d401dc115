import { useTranslation } from 'react-i18next';
import { HeartIcon } from '../../../components/icons';
import { Link } from 'react-router';
import { useSessionStore } from '../../../stores/session-store';
import { useUser } from '../api/get-user';

/** The header's wishlist heart with its count, for logged-in learners; it opens the profile at the wishlist. */
export function WishlistLink({ className }: { className?: string }) {
  const { t } = useTranslation();
  const userId = useSessionStore((s) => s.userId);
  const user = useUser(userId);
  if (!userId) return null;
  const count = user.data?.wishlistItemIds.length ?? 0;
  return (
    <Link to="/profile?scrollTo=wishList" className={`header-icon ${className ?? ''}`} aria-label={t('wishlist.linkLabel', { n: count })}>
      <HeartIcon />
      {count > 0 ? <span className="badge">{count}</span> : null}
    </Link>
  );
}
