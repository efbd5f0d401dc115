import { CURRENCY, type OrderDocument, type OrderResponse } from '@khru/contracts';
import { refundableUntil } from './order.decider.js';

/** An order for its owner; `refundableUntil` is set while a refund may still be asked for at `now`. */
export function toOrderResponse(d: OrderDocument, now: Date): OrderResponse {
  const until = d.status === 'paid' && d.paymentType === 'card' && d.paidAt ? refundableUntil(d.paidAt) : null;
  return {
    id: d._id, status: d.status, lines: d.lines, subtotal: d.subtotal, discount: d.discount, total: d.total, voucherCode: d.voucherCode, placedAt: d.placedAt,
    payUrl: d.payUrl, paidAt: d.paidAt, paymentType: d.paymentType, cardLast4: d.cardLast4, failureReason: d.failureReason, receiptNo: d.receiptNo, refundedAt: d.refundedAt,
    refundableUntil: until && Date.parse(until) >= now.getTime() ? until : null, currency: CURRENCY,
  };
}
