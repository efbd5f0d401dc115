import type { Locale } from '../i18n/locale.js';
import type { OrderLine, PaymentType, TaxInvoiceBuyer } from '../events/commerce/order.events.js';

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
  /** Lines paid back one by one (absent on documents from before partial refunds). */
  refundedLines?: RefundedLine[];
  /** The checkout's language, and the buyer named on a full tax invoice (absent until given). */
  locale?: Locale;
  taxInvoiceBuyer?: TaxInvoiceBuyer;
}

export interface RefundedLine {
  itemId: string;
  amount: number;
  at: string;
}

export const ORDERS_COLLECTION = 'orders';
