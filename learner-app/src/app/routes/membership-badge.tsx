import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMembership } from '../../features/commerce/api/get-membership';
import { membershipView } from '../../features/commerce/components/membership-view';
import { formatDate, formatPrice } from '../../lib/format';
import { useLocaleStore } from '../../stores/locale-store';
import { useIsCorporate } from '../../lib/use-is-corporate';
import '../../features/commerce/commerce.css';

/** The membership's state in the profile banner (spec section 4), linking to the membership page; none for corporate accounts. */
export function MembershipBadge() {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  const m = useMembership().data;
  const corporate = useIsCorporate();
  if (!m || corporate) return null;
  const view = membershipView(m);
  return (
    <p className={`membership-badge ${view}`}>
      <Link to="/membership">
        {t(`membership.state.${view}`, { date: m.accessUntil ? formatDate(m.accessUntil, locale) : '', price: formatPrice(m.plan.price, locale) })}
      </Link>
    </p>
  );
}
