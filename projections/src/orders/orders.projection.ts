import { ORDER_EVENT_TYPES, ORDERS_COLLECTION, type OrderDocument, type OrderEvent } from '@khru/contracts';
import type { RecordedEvent } from '@khru/platform';
import { asDomainEvent, type DocumentProjection } from '../projection.js';

export function evolveOrder(document: OrderDocument | null, recorded: RecordedEvent): OrderDocument | null {
  const event = asDomainEvent<OrderEvent>(recorded);
  if (event.type === 'OrderPlaced') {
    const { orderId, ...order } = event.data;
    return {
      _id: orderId,
      ...order,
      status: 'placed',
      payUrl: null,
      paymentId: null,
      paidAt: null,
      paymentType: null,
      cardLast4: null,
      failureReason: null,
      receiptNo: null,
      receiptIssuedAt: null,
      refundedAt: null,
      refundedAmount: null,
    };
  }
  if (!document) return null;
  switch (event.type) {
    case 'PaymentRequested':
      return { ...document, status: 'awaiting-payment', payUrl: event.data.payUrl, paymentId: event.data.paymentId, failureReason: null };
    case 'PaymentSucceeded':
      return {
        ...document,
        status: 'paid',
        paymentId: event.data.paymentId,
        paidAt: event.data.at,
        paymentType: event.data.paymentType,
        cardLast4: event.data.cardLast4,
        payUrl: null,
      };
    case 'PaymentFailed':
      return document.status === 'paid' ? document : { ...document, status: 'failed', failureReason: event.data.reason, payUrl: null };
    case 'ReceiptIssued':
      return { ...document, receiptNo: event.data.receiptNo, receiptIssuedAt: event.data.at };
    case 'OrderRefunded':
      return { ...document, status: 'refunded', refundedAt: event.data.at, refundedAmount: event.data.amount };
    case 'OrderLineRefunded': {
      const { itemId, amount, at } = event.data;
      const refundedLines = [...(document.refundedLines ?? []).filter((l) => l.itemId !== itemId), { itemId, amount, at }];
      const whole = document.lines.every((l) => refundedLines.some((r) => r.itemId === l.itemId));
      const refundedAmount = refundedLines.reduce((sum, l) => sum + l.amount, 0);
      return { ...document, refundedLines, refundedAmount, ...(whole ? { status: 'refunded' as const, refundedAt: at } : {}) };
    }
    case 'OrderExpired':
      return document.status === 'paid' || document.status === 'refunded' ? document : { ...document, status: 'expired', payUrl: null };
    case 'OrderLocaleChosen':
      return { ...document, locale: event.data.locale };
    case 'TaxInvoiceBuyerRecorded':
      return { ...document, taxInvoiceBuyer: event.data.buyer };
    case 'ReceiptMailSent':
    case 'PaymentRetryRequested':
    case 'PaymentRetryRefused':
      return document;
    // Its voucher gave it no use before any charge: it never was an order to pay, as when checkout refused it at once.
    case 'OrderCancelled':
      return null;
    default: {
      const _exhaustive: never = event;
      return document;
    }
  }
}

/** Read model `orders`: each order's payment state and receipt, for its owner and for checkout's result page. */
export const ordersProjection: DocumentProjection<OrderDocument> = {
  kind: 'document',
  name: 'orders',
  collection: ORDERS_COLLECTION,
  handles: ORDER_EVENT_TYPES,
  documentId: (event) => (event.data as { orderId?: string }).orderId ?? null,
  evolve: evolveOrder,
  indexes: [{ keys: { userId: 1, placedAt: -1 } }],
};
