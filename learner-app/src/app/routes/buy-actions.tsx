import { membershipCovers, type ItemRef } from '@khru/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AddToCartButton } from '../../features/commerce/components/add-to-cart-button';
import { useMembership } from '../../features/commerce/api/get-membership';
import { EnrollFreeButton } from '../../features/commerce/components/enroll-free-button';
import { WishlistButton } from '../../features/users/components/wishlist-button';
import { formatDate } from '../../lib/format';
import { useLocaleStore } from '../../stores/locale-store';
import { useOwnership } from '../../features/users/hooks/use-ownership';

/** A course's or bundle's actions: what the learner holds (or their membership covers), or take it free, or cart and wishlist. */
export function BuyActions({ item, price, publishedAt = null }: { item: ItemRef; price: number; publishedAt?: string | null }) {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  const ownership = useOwnership(item.itemId, item.isBundle);
  const membership = useMembership().data ?? null;
  if (!ownership.owned && !item.isBundle && membershipCovers(membership, publishedAt, new Date())) {
    return (
      <div className="owned-note" role="status">
        <p>{t('membership.included')}</p>
        <Link className="button primary" to={`/courses-learning/${item.itemId}`}>
          {t('learning.start')}
        </Link>
      </div>
    );
  }
  if (ownership.owned) {
    return (
      <div className="owned-note" role="status">
        <p>{ownership.until ? t('checkout.ownedUntil', { date: formatDate(ownership.until, locale) }) : t('checkout.owned')}</p>
        {item.isBundle ? null : (
          <Link className="button primary" to={`/courses-learning/${item.itemId}`}>
            {t('learning.start')}
          </Link>
        )}
      </div>
    );
  }
  return (
    <div className="buy-actions">
      {price === 0 ? <EnrollFreeButton item={item} /> : <AddToCartButton item={item} />}
      <WishlistButton item={item} />
    </div>
  );
}
