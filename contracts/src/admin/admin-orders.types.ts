import type { OrderLine, PaymentType } from '../events/commerce/order.events.js';
import type { OrderStatus, RefundedLine } from '../read-models/order.document.js';

/** One row of `POST paymentapi/admin/orders/search`. */
export interface AdminOrderSummary {
  id: string;
  receiptNo: string | null;
  learner: { userId: string; name: string | null; email: string | null };
  status: OrderStatus;
  total: number;
  refundedAmount: number;
  placedAt: string;
  paidAt: string | null;
  lineCount: number;
}

export interface AdminOrderSearchResponse {
  data: AdminOrderSummary[];
  totalCount: number;
}

/** One line with what it would pay back now under the refund policy (null: no longer refundable). */
export interface AdminOrderLine extends OrderLine {
  refundableNow: number | null;
  refundableUntil: string | null;
  refunded: RefundedLine | null;
}

/** `GET paymentapi/admin/orders/{id}`: the order as support sees it. */
export interface AdminOrderDetail {
  id: string;
  receiptNo: string | null;
  receiptIssuedAt: string | null;
  learner: { userId: string; name: string | null; email: string | null };
  status: OrderStatus;
  lines: AdminOrderLine[];
  subtotal: number;
  discount: number;
  total: number;
  voucherCode: string | null;
  placedAt: string;
  paidAt: string | null;
  paymentType: PaymentType | null;
  cardLast4: string | null;
  failureReason: string | null;
  refundedAt: string | null;
  refundedAmount: number;
  /** What refunding the whole order would pay back now (null: not refundable as a whole). */
  orderRefundableNow: number | null;
}
