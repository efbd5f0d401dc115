import type { Locale } from '../../i18n/locale.js';
import type { DomainEvent } from '../event.js';
import type { ItemRef } from './cart.events.js';
import type { VoucherRefusalReason } from './voucher.events.js';

/** One line of an order, priced by the server when the order was placed (whole baht). */
export interface OrderLine extends ItemRef {
  titleEn: string;
  titleTh: string;
  price: number;
  /** The courses this line entitles: the course itself, or every course of the bundle (none for membership). */
  courseIds: string[];
  /** Set on a line that pays for a membership period rather than a course or bundle. */
  kind?: 'membership';
  /** Set on a public training course: refunds follow the days before it starts. */
  trainingStartsAt?: string | null;
}

export type PaymentType = 'card' | 'free';

/** Stream `order-<orderId>`: checkout from the order to its payment and receipt. */
export type OrderPlaced = DomainEvent<
  'OrderPlaced',
  { orderId: string; userId: string; lines: OrderLine[]; subtotal: number; discount: number; total: number; voucherCode: string | null; placedAt: string }
>;
export type PaymentRequested = DomainEvent<'PaymentRequested', { orderId: string; paymentId: string; amount: number; payUrl: string; at: string }>;
export type PaymentSucceeded = DomainEvent<
  'PaymentSucceeded',
  { orderId: string; paymentId: string; providerEventId: string; amount: number; paymentType: PaymentType; cardLast4: string | null; at: string }
>;
export type PaymentFailed = DomainEvent<'PaymentFailed', { orderId: string; paymentId: string; providerEventId: string; reason: string; at: string }>;
export type ReceiptIssued = DomainEvent<'ReceiptIssued', { orderId: string; receiptNo: string; at: string }>;
/** The whole amount goes back to the learner (spec section 9: online courses within 7 days of purchase). */
export type OrderRefunded = DomainEvent<'OrderRefunded', { orderId: string; amount: number; reason: string; at: string }>;

/**
 * One line of a paid order goes back to the learner (a partial refund): `amount` is that line's
 * share of what was paid (a voucher's discount shared out); only that line's access ends. When
 * every line has gone back this way the order counts as refunded.
 */
export type OrderLineRefunded = DomainEvent<'OrderLineRefunded', { orderId: string; itemId: string; amount: number; reason: string; at: string }>;

/** The language the learner checked out in: receipt and refund mail for this order are written in it. */
export type OrderLocaleChosen = DomainEvent<'OrderLocaleChosen', { orderId: string; locale: Locale; at: string }>;

/**
 * The buyer named on the order's full Thai tax invoice (ใบกำกับภาษีเต็มรูป): a person's or a
 * company's name, address, 13-digit tax id, and branch ('00000' for the head office).
 */
export interface TaxInvoiceBuyer {
  name: string;
  address: string;
  taxId: string;
  branch: string;
}
export type TaxInvoiceBuyerRecorded = DomainEvent<'TaxInvoiceBuyerRecorded', { orderId: string; buyer: TaxInvoiceBuyer; at: string }>;

/** A receipt or refund mail went out for this order; `key` names which one (the receipt, or one refund), so each goes once. */
export type ReceiptMailSent = DomainEvent<'ReceiptMailSent', { orderId: string; key: string; at: string }>;

/** The learner pays a failed order again: the checkout workflow takes its voucher use again, then opens the charge `paymentId`. */
export type PaymentRetryRequested = DomainEvent<'PaymentRetryRequested', { orderId: string; paymentId: string; at: string }>;

/**
 * The order's voucher gave it no use (`reason`, a voucher refusal rule) before its first charge: the order never
 * becomes payable, and checkout answers the refusal as it would have at once.
 */
export type OrderCancelled = DomainEvent<'OrderCancelled', { orderId: string; reason: VoucherRefusalReason; at: string }>;

/** As `OrderCancelled`, for a retry of a failed order (`paymentId`, the charge it would have opened): the order stays failed. */
export type PaymentRetryRefused = DomainEvent<'PaymentRetryRefused', { orderId: string; paymentId: string; reason: VoucherRefusalReason; at: string }>;

/** Not paid within the checkout window: it no longer counts as pending and gives its voucher use back. */
export type OrderExpired = DomainEvent<'OrderExpired', { orderId: string; at: string }>;

export type OrderEvent =
  | OrderPlaced
  | PaymentRequested
  | PaymentSucceeded
  | PaymentFailed
  | ReceiptIssued
  | OrderRefunded
  | OrderLineRefunded
  | OrderExpired
  | OrderLocaleChosen
  | TaxInvoiceBuyerRecorded
  | ReceiptMailSent
  | PaymentRetryRequested
  | OrderCancelled
  | PaymentRetryRefused;

export const ORDER_EVENT_TYPES = [
  'OrderPlaced',
  'PaymentRequested',
  'PaymentSucceeded',
  'PaymentFailed',
  'ReceiptIssued',
  'OrderRefunded',
  'OrderLineRefunded',
  'OrderExpired',
  'OrderLocaleChosen',
  'TaxInvoiceBuyerRecorded',
  'ReceiptMailSent',
  'PaymentRetryRequested',
  'OrderCancelled',
  'PaymentRetryRefused',
] as const satisfies readonly OrderEvent['type'][];

export const orderStream = (orderId: string): string => `order-${orderId}`;
