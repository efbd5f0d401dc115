import type { BundleResponse, CartItemResponse, CourseSummaryResponse, VoucherApplyResponse } from '@khru/contracts';
import { useState } from 'react';
import { useQueries } from '@tanstack/react-query';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getBundle } from '../../features/catalogue/api/get-bundle';
import { useCourseList } from '../../features/catalogue/api/list-courses';
import { useCartChanges, useHasCart, useServerCart } from '../../features/commerce/api/cart';
import { CartRows } from '../../features/commerce/components/cart-rows';
import { CheckoutButton } from '../../features/commerce/components/checkout-button';
import { VoucherField } from '../../features/commerce/components/voucher-field';
import { formatPrice } from '../../lib/format';
import { useGuestCartStore } from '../../stores/guest-cart-store';
import { useLocaleStore } from '../../stores/locale-store';
import { useSessionStore } from '../../stores/session-store';

const courseRow = (c: CourseSummaryResponse): CartItemResponse => ({
  itemId: c.id,
  isBundle: false,
  isCertificate: false,
  titleEn: c.courseMetadata.titleEn,
  titleTh: c.courseMetadata.titleTh,
  imageUrlEn: c.courseMetadata.thumbnail,
  imageUrlTh: c.courseMetadata.thumbnail,
  byEn: c.courseMetadata.instructorNameEn,
  byTh: c.courseMetadata.instructorNameTh,
  courses: [],
  selected: true,
  price: c.price,
});
const bundleRow = (b: BundleResponse): CartItemResponse => ({
  itemId: b.id,
  isBundle: true,
  isCertificate: b.isSingleCertificate,
  titleEn: b.nameEn,
  titleTh: b.nameTh,
  imageUrlEn: b.thumbnailImageEn,
  imageUrlTh: b.thumbnailImageTh,
  byEn: null,
  byTh: null,
  courses: b.courses.map((c) => ({ id: c.id, titleEn: c.courseMetadata.titleEn, titleTh: c.courseMetadata.titleTh })),
  selected: true,
  price: b.price,
});

/** A visitor's cart, priced from the catalogue; it joins the server cart at login. */
function useGuestRows(): CartItemResponse[] {
  const items = useGuestCartStore((s) => s.items);
  const courseIds = items.filter((i) => !i.isBundle).map((i) => i.itemId);
  const courses = useCourseList({ customFilter: { ids: courseIds } }, courseIds.length > 0);
  const bundles = useQueries({
    queries: items.filter((i) => i.isBundle).map((i) => ({ queryKey: ['bundles', i.itemId], queryFn: () => getBundle(i.itemId), retry: false })),
  });
  return items.flatMap((item) => {
    if (item.isBundle) {
      const bundle = bundles.find((b) => b.data?.id === item.itemId)?.data;
      return bundle ? [bundleRow(bundle)] : [];
    }
    const course = courses.data?.data.find((c) => c.id === item.itemId);
    return course ? [courseRow(course)] : [];
  });
}

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
  const changes = useCartChanges();
  const guestRows = useGuestRows();
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
  const busy = changes.remove.isPending || changes.select.isPending;
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
            onSelect={loggedIn ? (itemId, selected) => changes.select.mutate({ ids: [itemId], selected }) : undefined}
            onRemove={(itemId) => (loggedIn ? changes.remove.mutate([itemId]) : removeGuest([itemId]))}
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
