import { CURRENCY, type OrderDocument, type OrderLineRefund, type OrderResponse } from '@khru/contracts';
import { lineRefundableUntil, orderLineRefund, orderRefund, orderRefundableUntil } from './refund-policy.js';

/** Each line's refund at `now`, as the order decider would decide it for that line alone. */
function lineRefunds(d: OrderDocument, refundable: boolean, now: Date): OrderLineRefund[] {
  const done = d.refundedLines ?? [];
  const refunded = done.reduce((sum, l) => sum + l.amount, 0);
  return d.lines.map((line) => {
    const back = done.find((r) => r.itemId === line.itemId);
    const amountNow = refundable && !back ? orderLineRefund(line, d.subtotal, d.total, refunded, d.paidAt!, now) : null;
    return {
      itemId: line.itemId,
      refundedAmount: back?.amount ?? null,
      refundAmountNow: amountNow,
      refundableUntil: amountNow === null ? null : lineRefundableUntil(line, d.paidAt!),
    };
  });
}

/** What refunding the rest of the order pays back now: the whole order, or after a line went back, every line left (all must still be refundable). */
function restRefund(d: OrderDocument, lines: OrderLineRefund[], now: Date): number | null {
  if ((d.refundedLines ?? []).length === 0) return orderRefund(d.lines, d.subtotal, d.total, d.paidAt!, now);
  const left = lines.filter((l) => l.refundedAmount === null);
  if (left.some((l) => l.refundAmountNow === null)) return null;
  const refunded = lines.reduce((sum, l) => sum + (l.refundedAmount ?? 0), 0);
  return Math.min(
    d.total - refunded,
    left.reduce((sum, l) => sum + l.refundAmountNow!, 0),
  );
}

/** An order for its owner; `refundableUntil` is set while a refund may still be asked for at `now`. */
export function toOrderResponse(d: OrderDocument, now: Date): OrderResponse {
  const refundable = d.status === 'paid' && d.paymentType === 'card' && d.paidAt !== null;
  const lines = lineRefunds(d, refundable, now);
  const amountNow = refundable ? restRefund(d, lines, now) : null;
  const open = d.lines.filter((l) => !(d.refundedLines ?? []).some((r) => r.itemId === l.itemId));
  return {
    id: d._id,
    status: d.status,
    lines: d.lines,
    subtotal: d.subtotal,
    discount: d.discount,
    total: d.total,
    voucherCode: d.voucherCode,
    placedAt: d.placedAt,
    payUrl: d.payUrl,
    paidAt: d.paidAt,
    paymentType: d.paymentType,
    cardLast4: d.cardLast4,
    failureReason: d.failureReason,
    receiptNo: d.receiptNo,
    refundedAt: d.refundedAt,
    refundedAmount: d.refundedAmount ?? null,
    refundableUntil: amountNow === null ? null : orderRefundableUntil(open, d.paidAt!),
    refundAmountNow: amountNow,
    lineRefunds: lines,
    taxInvoiceBuyer: d.taxInvoiceBuyer ?? null,
    currency: CURRENCY,
  };
}
