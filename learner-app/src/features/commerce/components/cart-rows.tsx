import type { CartItemResponse } from '@khru/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { byLocale, formatPrice } from '../../../lib/format';
import { useLocaleStore } from '../../../stores/locale-store';
import '../commerce.css';

interface CartRowsProps {
  items: CartItemResponse[];
  /** Absent for a visitor's cart, whose rows are all counted. */
  onSelect?: (itemId: string, selected: boolean) => void;
  onRemove: (itemId: string) => void;
  busy?: boolean;
}

/** Cart rows: select, title (a bundle lists its courses), by whom, price in whole baht, remove. */
export function CartRows({ items, onSelect, onRemove, busy }: CartRowsProps) {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  return (
    <ul className="cart-rows">
      {items.map((item) => {
        const title = byLocale(locale, item.titleEn, item.titleTh);
        return (
          <li key={item.itemId} className="cart-row">
            {onSelect ? (
              <input
                type="checkbox"
                checked={item.selected}
                disabled={busy}
                aria-label={t('cart.selectItem', { title })}
                onChange={(e) => onSelect(item.itemId, e.target.checked)}
              />
            ) : (
              <span aria-hidden="true" />
            )}
            <div className="cart-row-main">
              {item.isBundle ? <p className="bundle-kind">{item.isCertificate ? t('catalogue.certificate') : t('catalogue.bundle')}</p> : null}
              <Link to={item.isBundle ? `/bundle-overview/${item.itemId}` : `/courses-overview/${item.itemId}`}>{title}</Link>
              {item.byEn || item.byTh ? <p className="course-by">{byLocale(locale, item.byEn, item.byTh)}</p> : null}
              {item.courses.length > 0 ? (
                <ul className="cart-bundle-courses">
                  {item.courses.map((c) => (
                    <li key={c.id}>{byLocale(locale, c.titleEn, c.titleTh)}</li>
                  ))}
                </ul>
              ) : null}
            </div>
            <p className="course-price">{item.price === 0 ? t('catalogue.free') : formatPrice(item.price, locale)}</p>
            <button type="button" className="link-button" disabled={busy} onClick={() => onRemove(item.itemId)}>
              {t('cart.remove')}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
