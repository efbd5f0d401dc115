import type { AdminOrderDetail, AdminOrderSummary, OrderDocument, UserDocument } from '@khru/contracts';
import { toOrderResponse } from './order-response.mapper.js';

export type Learner = AdminOrderSummary['learner'];

/** The buyer as support sees them; an account closed since reads as its id alone. */
export const learnerOf = (userId: string, user: Pick<UserDocument, 'firstName' | 'lastName' | 'email'> | undefined): Learner => ({
  userId,
  name: user ? `${user.firstName} ${user.lastName}`.trim() : null,
  email: user?.email ?? null,
});

const refundedAmountOf = (d: OrderDocument) => d.refundedAmount ?? (d.refundedLines ?? []).reduce((sum, l) => sum + l.amount, 0);

export function toAdminOrderSummary(d: OrderDocument, learner: Learner): AdminOrderSummary {
  return {
    id: d._id,
    receiptNo: d.receiptNo,
    learner,
    status: d.status,
    total: d.total,
    refundedAmount: refundedAmountOf(d),
    placedAt: d.placedAt,
    paidAt: d.paidAt,
    lineCount: d.lines.length,
  };
}

/** The order with what each line, and the rest of the order, would pay back at `now`: the amounts the refund policy decides. */
export function toAdminOrderDetail(d: OrderDocument, learner: Learner, now: Date): AdminOrderDetail {
  const asOwnerSees = toOrderResponse(d, now);
  return {
    id: d._id,
    receiptNo: d.receiptNo,
    receiptIssuedAt: d.receiptIssuedAt,
    learner,
    status: d.status,
    lines: d.lines.map((line, i) => {
      const refund = asOwnerSees.lineRefunds[i]!;
      const done = (d.refundedLines ?? []).find((r) => r.itemId === line.itemId) ?? null;
      return { ...line, refundableNow: refund.refundAmountNow, refundableUntil: refund.refundableUntil, refunded: done };
    }),
    subtotal: d.subtotal,
    discount: d.discount,
    total: d.total,
    voucherCode: d.voucherCode,
    placedAt: d.placedAt,
    paidAt: d.paidAt,
    paymentType: d.paymentType,
    cardLast4: d.cardLast4,
    failureReason: d.failureReason,
    refundedAt: d.refundedAt,
    refundedAmount: refundedAmountOf(d),
    orderRefundableNow: asOwnerSees.refundAmountNow,
  };
}
