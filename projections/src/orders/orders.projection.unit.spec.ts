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
  it('drops an order its voucher cancelled before any charge, and leaves a failed order failed through a refused retry', async () => {
    const placed = events[0]!;
    const cancelled = await documentBeforeAndAfterReplay(
      ordersProjection,
      [placed, { type: 'OrderCancelled', data: { orderId: 'o1', reason: 'voucherUsedUp', at } } satisfies OrderEvent].map((e) => recorded(e)),
      'o1',
    );
    expect(cancelled).toEqual({ once: null, twice: null });
    const retried: OrderEvent[] = [
      ...events.slice(0, 3),
      { type: 'PaymentRetryRequested', data: { orderId: 'o1', paymentId: 'p2', at } },
      { type: 'PaymentRetryRefused', data: { orderId: 'o1', paymentId: 'p2', reason: 'voucherUsedUp', at } },
    ];
    const { once } = await documentBeforeAndAfterReplay(
      ordersProjection,
      retried.map((e) => recorded(e)),
      'o1',
    );
    expect(once).toMatchObject({ status: 'failed', failureReason: 'card_declined', paymentId: 'p1' });
  });

  it('follows an order through a declined card, a second payment and its receipt, the same when applied twice', async () => {
    const { once, twice } = await documentBeforeAndAfterReplay(
      ordersProjection,
      events.map((e) => recorded(e)),
      'o1',
    );
    expect(once).toMatchObject({ status: 'paid', paymentId: 'p2', cardLast4: '4242', failureReason: null, receiptNo: 'KR-1', payUrl: null });
    expect(twice).toEqual(once);
  });

  it('records lines refunded one by one, and the order as refunded once every line went back, the same when applied twice', async () => {
    const two = [...lines, { itemId: 'sql', isBundle: false, titleEn: 'SQL', titleTh: 'SQL', price: 500, courseIds: ['sql'] }];
    const paid: OrderEvent[] = [
      { type: 'OrderPlaced', data: { orderId: 'o2', userId: 'u1', lines: two, subtotal: 1190, discount: 0, total: 1190, voucherCode: null, placedAt: at } },
      { type: 'PaymentSucceeded', data: { orderId: 'o2', paymentId: 'p1', providerEventId: 'e1', amount: 1190, paymentType: 'card', cardLast4: '4242', at } },
    ];
    const gitBack: OrderEvent = { type: 'OrderLineRefunded', data: { orderId: 'o2', itemId: 'git', amount: 690, reason: '', at } };
    const sqlBack: OrderEvent = { type: 'OrderLineRefunded', data: { orderId: 'o2', itemId: 'sql', amount: 500, reason: '', at } };
    const partly = await documentBeforeAndAfterReplay(
      ordersProjection,
      [...paid, gitBack].map((e) => recorded(e)),
      'o2',
    );
    expect(partly.once).toMatchObject({ status: 'paid', refundedAmount: 690, refundedLines: [{ itemId: 'git', amount: 690, at }], refundedAt: null });
    expect(partly.twice).toEqual(partly.once);
    const whole = await documentBeforeAndAfterReplay(
      ordersProjection,
      [...paid, gitBack, sqlBack].map((e) => recorded(e)),
      'o2',
    );
    expect(whole.once).toMatchObject({ status: 'refunded', refundedAmount: 1190, refundedAt: at });
    expect(whole.twice).toEqual(whole.once);
  });
});
