import { describe, it } from '@jest/globals';
import type { OrderEvent, OrderLine } from '@khru/contracts';
import { deciderSpec } from '../../kernel/commands/decider-spec.js';
import { orderDecider, type OrderCommand } from './order.decider.js';

const at = '2026-11-22T10:00:00.000Z';
const lines: OrderLine[] = [{ itemId: 'git', isBundle: false, titleEn: 'Git', titleTh: 'Git', price: 690, courseIds: ['git'] }];
const placed: OrderEvent = {
  type: 'OrderPlaced',
  data: { orderId: 'o1', userId: 'u1', lines, subtotal: 690, discount: 100, total: 590, voucherCode: 'LAST', placedAt: at },
};
const requested = (paymentId: string): OrderEvent => ({
  type: 'PaymentRequested',
  data: { orderId: 'o1', paymentId, amount: 590, payUrl: `/pay/${paymentId}`, at },
});
const failed = (paymentId: string): OrderEvent => ({
  type: 'PaymentFailed',
  data: { orderId: 'o1', paymentId, providerEventId: `evt-${paymentId}`, reason: 'card_declined', at },
});
const retried = (paymentId: string): OrderEvent => ({ type: 'PaymentRetryRequested', data: { orderId: 'o1', paymentId, at } });
const retry: OrderCommand = { type: 'RetryPayment', orderId: 'o1', at };
const refuse = (paymentId: string): OrderCommand => ({ type: 'RefuseCheckout', orderId: 'o1', paymentId, reason: 'voucherUsedUp', at });
const cancelled: OrderEvent = { type: 'OrderCancelled', data: { orderId: 'o1', reason: 'voucherUsedUp', at } };
const retryRefused = (paymentId: string): OrderEvent => ({ type: 'PaymentRetryRefused', data: { orderId: 'o1', paymentId, reason: 'voucherUsedUp', at } });
const given = deciderSpec(orderDecider);

describe('order decider: payment attempts answered by the checkout workflow', () => {
  it('given a placed order, when its voucher use is refused, then it is cancelled, once; it can then be neither charged nor expired', () => {
    given([placed]).when(refuse('o1-1')).then([cancelled]);
    given([placed, cancelled]).when(refuse('o1-1')).thenNothing();
    given([placed, cancelled]).when({ type: 'RequestPayment', orderId: 'o1', paymentId: 'o1-1', payUrl: '/pay/o1-1', at }).thenThrows('CONFLICT');
    given([placed, cancelled]).when({ type: 'ExpireOrder', orderId: 'o1', at }).thenNothing();
  });

  it('given a placed order whose charge was opened, when a refusal arrives for it, then nothing: the attempt was answered', () => {
    given([placed, requested('o1-1')])
      .when(refuse('o1-1'))
      .thenNothing();
  });

  it('given a failed order, when paid again, then the next attempt begins, once while it is open', () => {
    given([placed, requested('o1-1'), failed('o1-1')])
      .when(retry)
      .then([retried('o1-2')]);
    given([placed, requested('o1-1'), failed('o1-1'), retried('o1-2')])
      .when(retry)
      .thenNothing();
    given([placed, requested('o1-1'), failed('o1-1'), retried('o1-2'), requested('o1-2'), failed('o1-2')])
      .when(retry)
      .then([retried('o1-3')]);
  });

  it('given an order that is not failed, when paid again, then nothing', () => {
    given([placed]).when(retry).thenNothing();
    given([placed, requested('o1-1')])
      .when(retry)
      .thenNothing();
  });

  it('given a retry whose voucher use is refused, then the order stays failed and may be paid again later', () => {
    const history = [placed, requested('o1-1'), failed('o1-1'), retried('o1-2')];
    given(history).when(refuse('o1-1')).thenNothing();
    given(history)
      .when(refuse('o1-2'))
      .then([retryRefused('o1-2')]);
    given([...history, retryRefused('o1-2')])
      .when(retry)
      .then([retried('o1-3')]);
  });

  it('given an order placed before attempts were recorded, with two charges, when paid again, then its third attempt', () => {
    given([placed, requested('o1-1'), failed('o1-1'), requested('o1-2'), failed('o1-2')])
      .when(retry)
      .then([retried('o1-3')]);
  });

  it('given a free order cancelled by its voucher, when a free payment is recorded, then refused', () => {
    const free: OrderEvent = { type: 'OrderPlaced', data: { ...placed.data, discount: 690, total: 0 } } as OrderEvent;
    given([free, cancelled])
      .when({
        type: 'RecordPaymentSucceeded',
        orderId: 'o1',
        paymentId: 'free',
        providerEventId: 'free:o1',
        amount: 0,
        paymentType: 'free',
        cardLast4: null,
        at,
      })
      .thenThrows('BAD_REQUEST', [{ field: 'amount', code: 'BAD_REQUEST' }]);
  });
});
