import type { OrderLine, OrderResponse } from '@khru/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { byLocale, formatDate, formatPrice } from '../../../lib/format';
import { useLocaleStore } from '../../../stores/locale-store';
import { ApiError } from '../../../lib/api-client';
import { useReceipts, useRefund } from '../api/checkout';

/** The receipt's type column (spec section 3: course or bundle, and here membership). */
const lineType = (line: OrderLine) => (line.kind === 'membership' ? 'receipts.membership' : line.isBundle ? 'receipts.bundle' : 'receipts.course');

/** Asking for a refund while the 7-day window is open (spec section 9). */
function RefundForm({ receipt }: { receipt: OrderResponse }) {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  const refund = useRefund();
  const [reason, setReason] = useState('');
  const failure = refund.error instanceof ApiError ? refund.error.fields[0] : null;
  if (!receipt.refundableUntil) return null;
  return (
    <div className="refund no-print">
      <p className="form-note">
        {t('receipts.refundOffer', { date: formatDate(receipt.refundableUntil, locale), amount: formatPrice(receipt.refundAmountNow ?? 0, locale) })}
      </p>
      <label htmlFor={`refund-${receipt.id}`}>{t('receipts.refundReason')}</label>
      <input id={`refund-${receipt.id}`} value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
      <button type="button" className="button secondary" disabled={refund.isPending} onClick={() => refund.mutate({ orderId: receipt.id, reason: reason.trim() })}>
        {t('receipts.requestRefund')}
      </button>
      {refund.isError ? <p className="form-error" role="alert">{failure?.rule ? t(`rule.${failure.rule}`, { n: failure.n }) : t('receipts.refundFailed')}</p> : null}
    </div>
  );
}

function ReceiptDetail({ receipt }: { receipt: OrderResponse }) {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  return (
    <article className="receipt" aria-label={t('receipts.receiptNo', { no: receipt.receiptNo })}>
      <header>
        <h3>{t('receipts.receiptNo', { no: receipt.receiptNo })}</h3>
        <p>{t('receipts.paidOn', { date: formatDate(receipt.paidAt ?? receipt.placedAt, locale) })}</p>
      </header>
      <table>
        <thead>
          <tr>
            <th>{t('receipts.item')}</th>
            <th>{t('receipts.type')}</th>
            <th className="amount">{t('receipts.price')}</th>
          </tr>
        </thead>
        <tbody>
          {receipt.lines.map((line) => (
            <tr key={line.itemId}>
              <td>{byLocale(locale, line.titleEn, line.titleTh)}</td>
              <td>{t(lineType(line))}</td>
              <td className="amount">{formatPrice(line.price, locale)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          {receipt.discount > 0 ? (
            <tr>
              <td colSpan={2}>{t('cart.discount', { code: receipt.voucherCode })}</td>
              <td className="amount">−{formatPrice(receipt.discount, locale)}</td>
            </tr>
          ) : null}
          <tr>
            <td colSpan={2}>{t('cart.total')}</td>
            <td className="amount"><strong>{formatPrice(receipt.total, locale)}</strong></td>
          </tr>
        </tfoot>
      </table>
      <p>{receipt.paymentType === 'card' ? t('receipts.paidByCard', { last4: receipt.cardLast4 }) : t('receipts.noPayment')}</p>
      {receipt.refundedAt ? <p className="refunded">{t('receipts.refundedOn', { date: formatDate(receipt.refundedAt, locale), amount: formatPrice(receipt.refundedAmount ?? 0, locale) })}</p> : null}
      <RefundForm receipt={receipt} />
      <button type="button" className="button secondary no-print" onClick={() => window.print()}>{t('receipts.print')}</button>
    </article>
  );
}

/** The profile's My Receipts and Purchases tab: item, date, total, payment type and kind per receipt; one opens printable. */
export function Receipts() {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  const receipts = useReceipts();
  const [open, setOpen] = useState<string | null>(null);
  const items = receipts.data?.data ?? [];
  if (receipts.isSuccess && items.length === 0) return <p>{t('receipts.none')}</p>;
  const shown = items.find((r) => r.id === open);
  return (
    <div className="receipts">
      <table className={shown ? 'no-print' : undefined}>
        <thead>
          <tr>
            <th>{t('receipts.item')}</th>
            <th>{t('receipts.date')}</th>
            <th className="amount">{t('receipts.total')}</th>
            <th>{t('receipts.paymentType')}</th>
            <th>{t('receipts.type')}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {items.map((r) => (
            <tr key={r.id}>
              <td>{r.lines.map((l) => byLocale(locale, l.titleEn, l.titleTh)).join(', ')}</td>
              <td>{formatDate(r.paidAt ?? r.placedAt, locale)}</td>
              <td className="amount">{formatPrice(r.total, locale)}</td>
              <td>{r.status === 'refunded' ? t('receipts.refunded') : r.paymentType === 'card' ? t('receipts.card') : t('receipts.free')}</td>
              <td>{t(lineType(r.lines.find((l) => l.kind === 'membership' || l.isBundle) ?? r.lines[0]!))}</td>
              <td>
                <button type="button" className="link-button" onClick={() => setOpen(open === r.id ? null : r.id)}>
                  {open === r.id ? t('receipts.hide') : t('receipts.view')}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {shown ? <ReceiptDetail receipt={shown} /> : null}
    </div>
  );
}
