import type { BundleResponse, CartItemResponse, CourseSummaryResponse } from '@khru/contracts';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getBundle } from '../../features/catalogue/api/get-bundle';
import { useCourseList } from '../../features/catalogue/api/list-courses';
import { useCartChanges, useHasCart, useServerCart } from '../../features/commerce/api/cart';
import { CartRows } from '../../features/commerce/components/cart-rows';
import { formatPrice } from '../../lib/format';
import { useGuestCartStore } from '../../stores/guest-cart-store';
import { useLocaleStore } from '../../stores/locale-store';
import { useSessionStore } from '../../stores/session-store';

const courseRow = (c: CourseSummaryResponse): CartItemResponse => ({
  itemId: c.id, isBundle: false, isCertificate: false, titleEn: c.courseMetadata.titleEn, titleTh: c.courseMetadata.titleTh,
  imageUrlEn: c.courseMetadata.thumbnail, imageUrlTh: c.courseMetadata.thumbnail, byEn: c.courseMetadata.instructorNameEn, byTh: c.courseMetadata.instructorNameTh,
  courses: [], selected: true, price: c.price,
});
const bundleRow = (b: BundleResponse): CartItemResponse => ({
  itemId: b.id, isBundle: true, isCertificate: b.isSingleCertificate, titleEn: b.nameEn, titleTh: b.nameTh, imageUrlEn: b.thumbnailImageEn, imageUrlTh: b.thumbnailImageTh,
  byEn: null, byTh: null, courses: b.courses.map((c) => ({ id: c.id, titleEn: c.courseMetadata.titleEn, titleTh: c.courseMetadata.titleTh })), selected: true, price: b.price,
});

/** A visitor's cart, priced from the catalogue; it joins the server cart at login. */
function useGuestRows(): CartItemResponse[] {
  const items = useGuestCartStore((s) => s.items);
  const courseIds = items.filter((i) => !i.isBundle).map((i) => i.itemId);
  const courses = useCourseList({ customFilter: { ids: courseIds } }, courseIds.length > 0);
  const bundles = useQueries({ queries: items.filter((i) => i.isBundle).map((i) => ({ queryKey: ['bundles', i.itemId], queryFn: () => getBundle(i.itemId), retry: false })) });
  return items.flatMap((item) => {
    if (item.isBundle) {
      const bundle = bundles.find((b) => b.data?.id === item.itemId)?.data;
      return bundle ? [bundleRow(bundle)] : [];
    }
    const course = courses.data?.data.find((c) => c.id === item.itemId);
    return course ? [courseRow(course)] : [];
  });
}

/** The cart (spec section 2): rows to select or remove, bundles with their courses, and the total of the selected rows in whole baht. */
export function ShoppingCartRoute() {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  const loggedIn = useSessionStore((s) => s.status === 'loggedIn');
  const hasCart = useHasCart();
  const server = useServerCart();
  const changes = useCartChanges();
  const guestRows = useGuestRows();
  const removeGuest = useGuestCartStore((s) => s.remove);
  if (!hasCart) {
    return (
      <main className="content">
        <h1>{t('cart.title')}</h1>
        <p>{t('cart.b2b')}</p>
      </main>
    );
  }
  const rows = loggedIn ? (server.data?.items ?? []) : guestRows;
  const total = rows.filter((r) => r.selected).reduce((sum, r) => sum + r.price, 0);
  const busy = changes.remove.isPending || changes.select.isPending;
  return (
    <main className="content cart-page" aria-busy={loggedIn && server.isPending}>
      <h1>{t('cart.title')}</h1>
      {rows.length === 0 && (!loggedIn || server.isSuccess) ? (
        <p>
          {t('cart.empty')} <Link to="/category?categoryId=all-categories">{t('cart.browse')}</Link>
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
            <p>{t('cart.selectedCount', { n: rows.filter((r) => r.selected).length })}</p>
            <p className="cart-total">
              {t('cart.total')} <strong>{formatPrice(total, locale)}</strong>
            </p>
            {loggedIn ? null : (
              <p className="form-note">
                <Link to="/auth/login?redirectTo=%2Fshopping-cart">{t('cart.loginToKeep')}</Link>
              </p>
            )}
          </aside>
        </div>
      )}
    </main>
  );
}
