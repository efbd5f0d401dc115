import type { OrderLine, PaymentType } from '../events/commerce/order.events.js';

export type OrderStatus = 'placed' | 'awaiting-payment' | 'paid' | 'failed' | 'refunded' | 'expired';

/** Collection `orders`: each order with its payment state and, once paid, its receipt. */
export interface OrderDocument {
  _id: string;
  userId: string;
  lines: OrderLine[];
  subtotal: number;
  discount: number;
  total: number;
  voucherCode: string | null;
  status: OrderStatus;
  placedAt: string;
  payUrl: string | null;
  paymentId: string | null;
  paidAt: string | null;
  paymentType: PaymentType | null;
  cardLast4: string | null;
  failureReason: string | null;
  receiptNo: string | null;
  receiptIssuedAt: string | null;
  refundedAt: string | null;
  refundedAmount: number | null;
}

export const ORDERS_COLLECTION = 'orders';
