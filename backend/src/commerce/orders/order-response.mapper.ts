import { CURRENCY, type OrderDocument, type OrderResponse } from '@khru/contracts';

export function toOrderResponse(d: OrderDocument): OrderResponse {
  return {
    id: d._id, status: d.status, lines: d.lines, subtotal: d.subtotal, discount: d.discount, total: d.total, voucherCode: d.voucherCode, placedAt: d.placedAt,
    payUrl: d.payUrl, paidAt: d.paidAt, paymentType: d.paymentType, cardLast4: d.cardLast4, failureReason: d.failureReason, receiptNo: d.receiptNo, currency: CURRENCY,
  };
}
