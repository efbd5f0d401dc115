import type { OrderLine, OrderResponse } from '@khru/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { byLocale, formatDate, formatPrice } from '../../../lib/format';
import { useLocaleStore } from '../../../stores/locale-store';
import { useLangParam } from '../../../stores/use-lang-param';
import { useReceipts } from '../api/list-receipts';
import { RefundDialog } from './refund-dialog';
import '../commerce.css';

/** The receipt's type column (spec section 3: course or bundle, and here membership). */
const lineType = (line: OrderLine) => (line.kind === 'membership' ? 'receipts.membership' : line.isBundle ? 'receipts.bundle' : 'receipts.course');

/** What a refund would cover: one line, or every line not refunded yet. */
interface RefundAsk {
  itemId: string | null;
  lines: OrderLine[];
  amount: number;
}

/** Asking for a refund of the whole order (or what is left of it) while the policy allows (spec section 9); it is confirmed first. */
function RefundForm({
  receipt,
  onAsk,
  reason,
  setReason,
}: {
  receipt: OrderResponse;
  onAsk: (ask: RefundAsk) => void;
  reason: string;
  setReason: (reason: string) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  if (!receipt.refundableUntil || receipt.refundAmountNow === null) return null;
  const left = receipt.lines.filter((l) => receipt.lineRefunds.find((r) => r.itemId === l.itemId)?.refundedAmount == null);
  return (
    <div className="refund no-print">
      <p className="form-note">
        {t('receipts.refundOffer', { date: formatDate(receipt.refundableUntil, locale), amount: formatPrice(receipt.refundAmountNow, locale) })}
      </p>
      <label htmlFor={`refund-${receipt.id}`}>{t('receipts.refundReason')}</label>
      <input id={`refund-${receipt.id}`} value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
      <button type="button" className="button secondary" onClick={() => onAsk({ itemId: null, lines: left, amount: receipt.refundAmountNow! })}>
        {left.length < receipt.lines.length ? t('refund.requestRest') : t('receipts.requestRefund')}
      </button>
    </div>
  );
}

/** One line's refund: what it paid back, or a button to refund it alone while the policy allows. */
function LineRefund({ receipt, line, onAsk }: { receipt: OrderResponse; line: OrderLine; onAsk: (ask: RefundAsk) => void }) {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  const refund = receipt.lineRefunds.find((r) => r.itemId === line.itemId);
  if (refund?.refundedAmount != null)
    return <span className="refunded">{t('refund.lineRefunded', { amount: formatPrice(refund.refundedAmount, locale) })}</span>;
  if (receipt.lines.length < 2 || refund?.refundAmountNow == null) return null;
  const amount = refund.refundAmountNow;
  return (
    <button type="button" className="link-button no-print" onClick={() => onAsk({ itemId: line.itemId, lines: [line], amount })}>
      {t('refund.thisItem')}
    </button>
  );
}

function ReceiptDetail({ receipt }: { receipt: OrderResponse }) {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  const [asking, setAsking] = useState<RefundAsk | null>(null);
  const [reason, setReason] = useState('');
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
            <th className="no-print" />
          </tr>
        </thead>
        <tbody>
          {receipt.lines.map((line) => (
            <tr key={line.itemId}>
              <td>{byLocale(locale, line.titleEn, line.titleTh)}</td>
              <td>{t(lineType(line))}</td>
              <td className="amount">{formatPrice(line.price, locale)}</td>
              <td>
                <LineRefund receipt={receipt} line={line} onAsk={setAsking} />
              </td>
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
            <td className="amount">
              <strong>{formatPrice(receipt.total, locale)}</strong>
            </td>
          </tr>
        </tfoot>
      </table>
      <p>{receipt.paymentType === 'card' ? t('receipts.paidByCard', { last4: receipt.cardLast4 }) : t('receipts.noPayment')}</p>
      {receipt.refundedAt ? (
        <p className="refunded">
          {t('receipts.refundedOn', { date: formatDate(receipt.refundedAt, locale), amount: formatPrice(receipt.refundedAmount ?? 0, locale) })}
        </p>
      ) : null}
      <RefundForm receipt={receipt} onAsk={setAsking} reason={reason} setReason={setReason} />
      {asking ? (
        <RefundDialog
          orderId={receipt.id}
          itemId={asking.itemId}
          lines={asking.lines}
          amount={asking.amount}
          reason={reason.trim()}
          onClose={() => setAsking(null)}
        />
      ) : null}
      <div className="receipt-actions no-print">
        <button type="button" className="button secondary" onClick={() => window.print()}>
          {t('receipts.print')}
        </button>
        {receipt.paymentType === 'card' && receipt.receiptNo && receipt.status !== 'refunded' ? (
          <Link className="button secondary" to={`/tax-invoice/${encodeURIComponent(receipt.id)}`}>
            {t('taxInvoice.open')}
          </Link>
        ) : null}
      </div>
    </article>
  );
}

/** The profile's My Receipts and Purchases tab: item, date, total, payment type and kind per receipt; one opens printable. */
export function Receipts() {
  useLangParam();
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  const receipts = useReceipts();
  const [open, setOpen] = useState<string | null>(null);
  const items = receipts.data?.data ?? [];
  if (receipts.isSuccess && items.length === 0) return <p>{t('receipts.none')}</p>;
  const shown = items.find((r) => r.id === open);
  return (
    <div className="receipts">
      <table className={shown ? 'receipt-list no-print' : 'receipt-list'}>
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
              <td className="receipt-items">{r.lines.map((l) => byLocale(locale, l.titleEn, l.titleTh)).join(', ')}</td>
              <td data-label={t('receipts.date')}>{formatDate(r.paidAt ?? r.placedAt, locale)}</td>
              <td data-label={t('receipts.total')} className="amount">
                {formatPrice(r.total, locale)}
              </td>
              <td data-label={t('receipts.paymentType')}>
                {r.status === 'refunded' ? t('receipts.refunded') : r.paymentType === 'card' ? t('receipts.card') : t('receipts.free')}
              </td>
              <td data-label={t('receipts.type')}>{t(lineType(r.lines.find((l) => l.kind === 'membership' || l.isBundle) ?? r.lines[0]!))}</td>
              <td className="receipt-open">
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
