import type { OrderLine } from '@khru/contracts';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog';
import { ApiError } from '../../../lib/api-client';
import { byLocale, formatPrice } from '../../../lib/format';
import { useLocaleStore } from '../../../stores/locale-store';
import { useRefund } from '../api/request-refund';
import '../commerce.css';

/**
 * Asks before any money goes back: how much, and which courses the learner stops having. Only the
 * confirm button sends the refund; the dialog closes once it is done.
 */
export function RefundDialog({
  orderId,
  itemId,
  lines,
  amount,
  reason,
  onClose,
}: {
  orderId: string;
  itemId: string | null;
  lines: OrderLine[];
  amount: number;
  reason: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  const refund = useRefund();
  const failure = refund.error instanceof ApiError ? refund.error.fields[0] : null;
  const price = formatPrice(amount, locale);
  return (
    <Dialog title={t('refund.confirmTitle')} onClose={onClose}>
      <p>{t('refund.amount', { amount: price })}</p>
      <p>{t('refund.accessEnds', { count: lines.length })}</p>
      <ul className="refund-lines">
        {lines.map((line) => (
          <li key={line.itemId}>{byLocale(locale, line.titleEn, line.titleTh)}</li>
        ))}
      </ul>
      <p className="form-note">{t('refund.payout')}</p>
      {refund.isError ? (
        <p className="form-error" role="alert">
          {failure?.rule ? t(`rule.${failure.rule}`, { n: failure.n }) : t('receipts.refundFailed')}
        </p>
      ) : null}
      <div className="dialog-actions">
        <button
          type="button"
          className="button primary"
          disabled={refund.isPending}
          onClick={() => refund.mutate({ orderId, itemId, reason }, { onSuccess: onClose })}
        >
          {t('refund.confirm', { amount: price })}
        </button>
        <button type="button" className="button secondary" onClick={onClose}>
          {t('refund.keep')}
        </button>
      </div>
    </Dialog>
  );
}
