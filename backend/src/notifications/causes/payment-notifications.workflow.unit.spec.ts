import { describe, it } from '@jest/globals';
import type { OrderEvent, OrderLine } from '@khru/contracts';
import { workflowSpec } from '../../kernel/workflows/workflow-spec.js';
import { deliver } from '../delivery/deliver-notification.js';
import { paymentNotificationsWorkflow } from './payment-notifications.workflow.js';

const at = '2026-11-23T10:00:00.000Z';
const git: OrderLine = { itemId: 'git', isBundle: false, titleEn: 'Git', titleTh: 'กิต', price: 690, courseIds: ['git'] };
const sql: OrderLine = { itemId: 'sql', isBundle: false, titleEn: 'SQL', titleTh: 'เอสคิวแอล', price: 500, courseIds: ['sql'] };
const placed: OrderEvent = {
  type: 'OrderPlaced',
  data: { orderId: 'o1', userId: 'u1', lines: [git, sql], subtotal: 1190, discount: 0, total: 1190, voucherCode: null, placedAt: at },
};
const paid = (paymentType: 'card' | 'free'): OrderEvent => ({
  type: 'PaymentSucceeded',
  data: { orderId: 'o1', paymentId: 'o1-1', providerEventId: 'e1', amount: 1190, paymentType, cardLast4: paymentType === 'card' ? '4242' : null, at },
});
const receipt: OrderEvent = { type: 'ReceiptIssued', data: { orderId: 'o1', receiptNo: 'KR-1', at } };
const common = { to: { userIds: ['u1'] }, about: null, link: '/profile?tab=receipts', locale: null, at };
const given = workflowSpec(paymentNotificationsWorkflow);

describe('payment notifications workflow', () => {
  it('given a card payment, when its receipt is issued, then the learner is told what was paid, once per order', () => {
    given([placed, paid('card')])
      .when(receipt)
      .then([
        deliver({
          ...common,
          message: {
            kind: 'paymentReceipt',
            amount: 1190,
            receiptNo: 'KR-1',
            items: [
              { en: 'Git', th: 'กิต' },
              { en: 'SQL', th: 'เอสคิวแอล' },
            ],
          },
          cause: 'o1',
        }),
      ]);
  });

  it('given a paid order, when it is refunded whole or a line at a time, then one notification per refund, naming what went back', () => {
    given([placed, paid('card'), receipt])
      .when({ type: 'OrderRefunded', data: { orderId: 'o1', amount: 1190, reason: '', at } })
      .then([
        deliver({
          ...common,
          message: {
            kind: 'refund',
            amount: 1190,
            items: [
              { en: 'Git', th: 'กิต' },
              { en: 'SQL', th: 'เอสคิวแอล' },
            ],
          },
          cause: 'o1',
        }),
      ]);
    given([placed, paid('card'), receipt])
      .when({ type: 'OrderLineRefunded', data: { orderId: 'o1', itemId: 'sql', amount: 500, reason: '', at } })
      .then([deliver({ ...common, message: { kind: 'refund', amount: 500, items: [{ en: 'SQL', th: 'เอสคิวแอล' }] }, cause: 'o1:sql' })]);
  });

  it('given a free enrolment, when its receipt is issued, then nothing', () => {
    given([placed, paid('free')])
      .when(receipt)
      .thenNothing();
  });
});
