import type { VoucherApplyResponse } from '@khru/contracts';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useGuestCartRows } from '../../features/catalogue/hooks/use-guest-cart-rows';
import { useRemoveFromCart } from '../../features/commerce/api/remove-from-cart';
import { useSelectInCart } from '../../features/commerce/api/select-in-cart';
import { useServerCart } from '../../features/commerce/api/get-cart';
import { useHasCart } from '../../features/commerce/hooks/use-has-cart';
import { CartRows } from '../../features/commerce/components/cart-rows';
import { CheckoutButton } from '../../features/commerce/components/checkout-button';
import { VoucherField } from '../../features/commerce/components/voucher-field';
import { formatPrice } from '../../lib/format';
import { useGuestCartStore } from '../../stores/guest-cart-store';
import { useLocaleStore } from '../../stores/locale-store';
import { useSessionStore } from '../../stores/session-store';
import '../../features/commerce/commerce.css';

/**
 * The cart and check-out (spec section 2): rows to select or remove, bundles with their courses, a
 * voucher, the total of the selected rows in whole baht, and checkout to the payment page.
 */
export function ShoppingCartRoute() {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  const loggedIn = useSessionStore((s) => s.status === 'loggedIn');
  const hasCart = useHasCart();
  const server = useServerCart();
  const remove = useRemoveFromCart();
  const select = useSelectInCart();
  const guestRows = useGuestCartRows();
  const removeGuest = useGuestCartStore((s) => s.remove);
  const [quote, setQuote] = useState<{ selection: string; answer: VoucherApplyResponse } | null>(null);
  if (!hasCart) {
    return (
      <main className="content">
        <h1>{t('cart.title')}</h1>
        <p>{t('cart.b2b')}</p>
      </main>
    );
  }
  const rows = loggedIn ? (server.data?.items ?? []) : guestRows;
  const selected = rows.filter((r) => r.selected);
  const selection = selected.map((r) => r.itemId).join(',');
  const subtotal = selected.reduce((sum, r) => sum + r.price, 0);
  // A voucher quote holds only for the selection it was asked for.
  const voucher = quote?.selection === selection ? quote.answer : null;
  const total = voucher ? voucher.total : subtotal;
  const busy = remove.isPending || select.isPending;
  return (
    <main className="content cart-page" aria-busy={loggedIn && server.isPending}>
      <h1>{t('cart.title')}</h1>
      {rows.length === 0 && (!loggedIn || server.isSuccess) ? (
        <p>
          <Trans i18nKey="cart.emptyBrowse" components={{ browse: <Link to="/category?categoryId=all-categories" /> }} />
        </p>
      ) : (
        <div className="cart-layout">
          <CartRows
            items={rows}
            busy={busy}
            onSelect={loggedIn ? (itemId, selected) => select.mutate({ ids: [itemId], selected }) : undefined}
            onRemove={(itemId) => (loggedIn ? remove.mutate([itemId]) : removeGuest([itemId]))}
          />
          <aside className="cart-summary">
            <p>{t('cart.selectedCount', { n: selected.length })}</p>
            {loggedIn ? (
              <VoucherField
                items={selected.map((r) => ({ itemId: r.itemId, isBundle: r.isBundle }))}
                onApplied={(answer) => setQuote(answer ? { selection, answer } : null)}
              />
            ) : null}
            {voucher ? (
              <p className="cart-discount">
                {t('cart.discount', { code: voucher.voucherCode })} <strong>−{formatPrice(voucher.discount, locale)}</strong>
              </p>
            ) : null}
            <p className="cart-total">
              {t('cart.total')} <strong>{formatPrice(total, locale)}</strong>
            </p>
            {loggedIn ? (
              <CheckoutButton items={selected.map((r) => ({ itemId: r.itemId, isBundle: r.isBundle }))} voucherCode={voucher?.voucherCode ?? null} />
            ) : (
              <p className="form-note">
                <Link to="/auth/login?redirectTo=%2Fshopping-cart">{t('cart.loginToCheckout')}</Link>
              </p>
            )}
          </aside>
        </div>
      )}
    </main>
  );
}
