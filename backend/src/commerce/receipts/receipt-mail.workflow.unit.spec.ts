import { describe, it } from '@jest/globals';
import type { OrderEvent, OrderLine } from '@khru/contracts';
import { effect } from '../../kernel/workflows/workflow.js';
import { workflowSpec } from '../../kernel/workflows/workflow-spec.js';
import { receiptMailWorkflow } from './receipt-mail.workflow.js';
import { SEND_RECEIPT_MAIL, type SendReceiptMailInput } from './send-receipt-mail.js';

const at = '2026-11-23T10:00:00.000Z';
const git: OrderLine = { itemId: 'git', isBundle: false, titleEn: 'Git', titleTh: 'กิต', price: 690, courseIds: ['git'] };
const sql: OrderLine = { itemId: 'sql', isBundle: false, titleEn: 'SQL', titleTh: 'เอสคิวแอล', price: 500, courseIds: ['sql'] };
const placed: OrderEvent = {
  type: 'OrderPlaced',
  data: { orderId: 'o1', userId: 'u1', lines: [git, sql], subtotal: 1190, discount: 0, total: 1190, voucherCode: null, placedAt: at },
};
const thai: OrderEvent = { type: 'OrderLocaleChosen', data: { orderId: 'o1', locale: 'th', at } };
const paid: OrderEvent = {
  type: 'PaymentSucceeded',
  data: { orderId: 'o1', paymentId: 'o1-1', providerEventId: 'e1', amount: 1190, paymentType: 'card', cardLast4: '4242', at },
};
const receipt: OrderEvent = { type: 'ReceiptIssued', data: { orderId: 'o1', receiptNo: 'KR-1', at } };
const mail = (input: Omit<SendReceiptMailInput, 'userId' | 'orderId' | 'cardLast4'>) => [
  effect(SEND_RECEIPT_MAIL, { userId: 'u1', orderId: 'o1', cardLast4: '4242', ...input }),
];
const given = workflowSpec(receiptMailWorkflow);

describe('receipt mail workflow', () => {
  it('given a card payment, when its receipt is issued, then the receipt is mailed in the checkout\u2019s language', () => {
    given([placed, thai, paid])
      .when(receipt)
      .then(mail({ key: 'receipt', kind: 'payment', receiptNo: 'KR-1', lines: [git, sql], amount: 1190, at, locale: 'th', voucher: null }));
    given([placed, paid])
      .when(receipt)
      .then(mail({ key: 'receipt', kind: 'payment', receiptNo: 'KR-1', lines: [git, sql], amount: 1190, at, locale: 'en', voucher: null }));
  });

  it('given a payment with a voucher, when its receipt is issued, then the mail names the voucher and its discount', () => {
    const discounted: OrderEvent = { type: 'OrderPlaced', data: { ...placed.data, discount: 158, total: 1032, voucherCode: 'WELCOME' } } as OrderEvent;
    given([discounted, { ...paid, data: { ...paid.data, amount: 1032 } } as OrderEvent])
      .when(receipt)
      .then(
        mail({
          key: 'receipt',
          kind: 'payment',
          receiptNo: 'KR-1',
          lines: [git, sql],
          amount: 1032,
          at,
          locale: 'en',
          voucher: { code: 'WELCOME', discount: 158 },
        }),
      );
  });

  it('given a paid order, when it is refunded whole or one line at a time, then one refund mail each, naming what was refunded', () => {
    given([placed, thai, paid, receipt])
      .when({ type: 'OrderRefunded', data: { orderId: 'o1', amount: 1190, reason: '', at } })
      .then(mail({ key: 'refund', kind: 'refund', receiptNo: 'KR-1', lines: [git, sql], amount: 1190, at, locale: 'th' }));
    given([placed, thai, paid, receipt])
      .when({ type: 'OrderLineRefunded', data: { orderId: 'o1', itemId: 'sql', amount: 500, reason: '', at } })
      .then(mail({ key: 'refund:sql', kind: 'refund', receiptNo: 'KR-1', lines: [sql], amount: 500, at, locale: 'th' }));
  });

  it('given a free enrolment, when its receipt is issued, then no mail', () => {
    given([placed, { type: 'PaymentSucceeded', data: { ...(paid.data as object), paymentType: 'free', cardLast4: null } } as OrderEvent])
      .when(receipt)
      .thenNothing();
  });
});
