import type { DomainEvent } from '../event.js';
import type { ItemRef } from './cart.events.js';

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

/** Not paid within the checkout window: it no longer counts as pending and gives its voucher use back. */
export type OrderExpired = DomainEvent<'OrderExpired', { orderId: string; at: string }>;

export type OrderEvent = OrderPlaced | PaymentRequested | PaymentSucceeded | PaymentFailed | ReceiptIssued | OrderRefunded | OrderExpired;

export const ORDER_EVENT_TYPES = ['OrderPlaced', 'PaymentRequested', 'PaymentSucceeded', 'PaymentFailed', 'ReceiptIssued', 'OrderRefunded', 'OrderExpired'] as const satisfies readonly OrderEvent['type'][];

export const orderStream = (orderId: string): string => `order-${orderId}`;
