import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useOrder } from '../../features/commerce/api/get-order';
import { byLocale, formatPrice } from '../../lib/format';
import { useLocaleStore } from '../../stores/locale-store';
import '../../features/commerce/commerce.css';

/** Where the payment page sends the learner back: it waits for the payment's outcome, then shows success or failure. */
export function CheckOutResultRoute() {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  const [params] = useSearchParams();
  const order = useOrder(params.get('orderId') ?? '');
  if (order.isError) {
    return (
      <main className="content">
        <h1>{t('checkout.unknownTitle')}</h1>
        <Link to="/shopping-cart">{t('checkout.backToCart')}</Link>
      </main>
    );
  }
  const o = order.data;
  if (!o || o.status === 'placed' || o.status === 'awaiting-payment' || (o.status === 'paid' && !o.receiptNo)) {
    return (
      <main className="content checkout-result" aria-busy="true">
        <h1>{t('checkout.waitingTitle')}</h1>
        <p>{t('checkout.waiting')}</p>
        {o?.payUrl ? <a href={o.payUrl}>{t('checkout.backToPayment')}</a> : null}
      </main>
    );
  }
  if (o.status === 'expired') {
    return (
      <main className="content checkout-result failed">
        <h1>{t('checkout.expiredTitle')}</h1>
        <p role="alert">{t('checkout.expired')}</p>
        <p>{t('checkout.nothingCharged')}</p>
        <Link className="button primary" to="/shopping-cart">
          {t('checkout.tryAgain')}
        </Link>
      </main>
    );
  }
  if (o.status === 'failed') {
    return (
      <main className="content checkout-result failed">
        <h1>{t('checkout.failedTitle')}</h1>
        <p role="alert">{t(o.failureReason === 'card_declined' ? 'checkout.declined' : 'checkout.failed')}</p>
        <p>{t('checkout.nothingCharged')}</p>
        <Link className="button primary" to="/shopping-cart">
          {t('checkout.tryAgain')}
        </Link>
      </main>
    );
  }
  return (
    <main className="content checkout-result paid">
      <h1>{t('checkout.paidTitle')}</h1>
      <p>{t('checkout.paid', { receiptNo: o.receiptNo, total: formatPrice(o.total, locale) })}</p>
      <ul>
        {o.lines.map((line) => (
          <li key={line.itemId}>
            <Link to={line.isBundle ? `/bundle-overview/${line.itemId}` : `/courses-learning/${line.itemId}`}>
              {byLocale(locale, line.titleEn, line.titleTh)}
            </Link>
          </li>
        ))}
      </ul>
      <p>{t('taxInvoice.mailed')}</p>
      <Link className="button primary" to="/profile?tab=receipts">
        {t('checkout.seeReceipt')}
      </Link>{' '}
      {o.paymentType === 'card' ? (
        <Link className="button secondary" to={`/tax-invoice/${encodeURIComponent(o.id)}`}>
          {t('taxInvoice.ask')}
        </Link>
      ) : null}
    </main>
  );
}
