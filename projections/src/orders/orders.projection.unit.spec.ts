import { describe, expect, it } from '@jest/globals';
import type { OrderEvent } from '@khru/contracts';
import { recorded } from '../testing/recorded.js';
import { documentBeforeAndAfterReplay } from '../testing/replay.js';
import { ordersProjection } from './orders.projection.js';

const at = '2026-11-22T10:00:00.000Z';
const lines = [{ itemId: 'git', isBundle: false, titleEn: 'Git', titleTh: 'Git', price: 690, courseIds: ['git'] }];
const events: OrderEvent[] = [
  { type: 'OrderPlaced', data: { orderId: 'o1', userId: 'u1', lines, subtotal: 690, discount: 0, total: 690, voucherCode: null, placedAt: at } },
  { type: 'PaymentRequested', data: { orderId: 'o1', paymentId: 'p1', amount: 690, payUrl: '/pay/p1', at } },
  { type: 'PaymentFailed', data: { orderId: 'o1', paymentId: 'p1', providerEventId: 'e1', reason: 'card_declined', at } },
  { type: 'PaymentRequested', data: { orderId: 'o1', paymentId: 'p2', amount: 690, payUrl: '/pay/p2', at } },
  { type: 'PaymentSucceeded', data: { orderId: 'o1', paymentId: 'p2', providerEventId: 'e2', amount: 690, paymentType: 'card', cardLast4: '4242', at } },
  { type: 'ReceiptIssued', data: { orderId: 'o1', receiptNo: 'KR-1', at } },
];

describe('orders projection', () => {
  it('follows an order through a declined card, a second payment and its receipt, the same when applied twice', async () => {
    const { once, twice } = await documentBeforeAndAfterReplay(ordersProjection, events.map((e) => recorded(e)), 'o1');
    expect(once).toMatchObject({ status: 'paid', paymentId: 'p2', cardLast4: '4242', failureReason: null, receiptNo: 'KR-1', payUrl: null });
    expect(twice).toEqual(once);
  });
});
