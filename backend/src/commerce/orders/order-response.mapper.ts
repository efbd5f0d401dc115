import { CURRENCY, type OrderDocument, type OrderResponse } from '@khru/contracts';
import { orderRefund, orderRefundableUntil } from './refund-policy.js';

/** An order for its owner; `refundableUntil` is set while a refund may still be asked for at `now`. */
export function toOrderResponse(d: OrderDocument, now: Date): OrderResponse {
  const refundable = d.status === 'paid' && d.paymentType === 'card' && d.paidAt !== null;
  const amountNow = refundable ? orderRefund(d.lines, d.subtotal, d.total, d.paidAt!, now) : null;
  return {
    id: d._id, status: d.status, lines: d.lines, subtotal: d.subtotal, discount: d.discount, total: d.total, voucherCode: d.voucherCode, placedAt: d.placedAt,
    payUrl: d.payUrl, paidAt: d.paidAt, paymentType: d.paymentType, cardLast4: d.cardLast4, failureReason: d.failureReason, receiptNo: d.receiptNo, refundedAt: d.refundedAt,
    refundedAmount: d.refundedAmount ?? null,
    refundableUntil: amountNow === null ? null : orderRefundableUntil(d.lines, d.paidAt!), refundAmountNow: amountNow, currency: CURRENCY,
  };
}
