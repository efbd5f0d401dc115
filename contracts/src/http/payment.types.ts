import type { CURRENCY } from '../constants/business.js';
import type { ItemRef } from '../events/commerce/cart.events.js';
import type { OrderLine, PaymentType, TaxInvoiceBuyer } from '../events/commerce/order.events.js';
import type { OrderStatus } from '../read-models/order.document.js';

/** Body of `POST paymentapi/payment` (spec section 7); totals are always the server's. */
export interface PaymentRequestBody {
  items: ItemRef[];
  voucherCode?: string;
}

/** What checkout answers: where to pay (none when nothing is owed). */
export interface PaymentStartedResponse {
  orderId: string;
  status: OrderStatus;
  payUrl: string | null;
  total: number;
  position: string | null;
}

/** Body of `POST pricingapi/voucher/apply`: what the voucher would take off these items now. */
export interface VoucherApplyRequestBody {
  voucherCode: string;
  items: ItemRef[];
}

export interface VoucherApplyResponse {
  voucherCode: string;
  subtotal: number;
  discount: number;
  total: number;
  eligibleItemIds: string[];
  currency: typeof CURRENCY;
}

/** An order as its owner sees it; a receipt once paid (spec section 3: item, date, total, payment type, type). */
export interface OrderResponse {
  id: string;
  status: OrderStatus;
  lines: OrderLine[];
  subtotal: number;
  discount: number;
  total: number;
  voucherCode: string | null;
  placedAt: string;
  payUrl: string | null;
  paidAt: string | null;
  paymentType: PaymentType | null;
  cardLast4: string | null;
  failureReason: string | null;
  receiptNo: string | null;
  refundedAt: string | null;
  refundedAmount: number | null;
  /** Until when a refund may be asked for, and what it would pay back now; null when it no longer can. */
  refundableUntil: string | null;
  refundAmountNow: number | null;
  /** Each line's refund: what it paid back already, or what it would pay back now and until when. */
  lineRefunds: OrderLineRefund[];
  /** The buyer named on the full tax invoice, once given. */
  taxInvoiceBuyer: TaxInvoiceBuyer | null;
  currency: typeof CURRENCY;
}

export interface OrderLineRefund {
  itemId: string;
  refundedAmount: number | null;
  refundAmountNow: number | null;
  refundableUntil: string | null;
}

export interface ReceiptListResponse {
  data: OrderResponse[];
}

/** Body of `POST paymentapi/enroll-single-item`: a free course or bundle. */
export type EnrollSingleItemBody = ItemRef;
