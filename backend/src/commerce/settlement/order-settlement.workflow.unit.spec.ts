import { describe, it } from '@jest/globals';
import { cartStream, entitlementStream, membershipStream, orderStream, voucherStream, type OrderLine } from '@khru/contracts';
import { command, effect } from '../../kernel/workflows/workflow.js';
import { workflowSpec } from '../../kernel/workflows/workflow-spec.js';
import { MEMBERSHIP_LINE } from '../membership/membership-renewal.workflow.js';
import { CHARGE_SAVED_CARD } from '../membership/charge-saved-card.js';
import { orderSettlementWorkflow, type SettlementEvent } from './order-settlement.workflow.js';

const at = '2026-11-23T10:00:00.000Z';
const later = '2026-11-23T10:30:00.000Z';
const lines: OrderLine[] = [{ itemId: 'git', isBundle: false, titleEn: 'Git', titleTh: 'Git', price: 690, courseIds: ['git'] }];
const redeemed: SettlementEvent = { type: 'VoucherRedeemed', data: { code: 'KHRU20', orderId: 'o1', userId: 'u1', at } };
const placed: SettlementEvent = {
  type: 'OrderPlaced',
  data: { orderId: 'o1', userId: 'u1', lines, subtotal: 690, discount: 138, total: 552, voucherCode: 'KHRU20', placedAt: at },
};
const requested: SettlementEvent = { type: 'PaymentRequested', data: { orderId: 'o1', paymentId: 'o1-1', amount: 552, payUrl: '/pay/o1-1', at } };
const succeeded: SettlementEvent = {
  type: 'PaymentSucceeded',
  data: { orderId: 'o1', paymentId: 'o1-1', providerEventId: 'evt1', amount: 552, paymentType: 'card', cardLast4: '4242', at: later },
};
const declined: SettlementEvent = {
  type: 'PaymentFailed',
  data: { orderId: 'o1', paymentId: 'o1-1', providerEventId: 'evt1', reason: 'card_declined', at: later },
};
const released: SettlementEvent = { type: 'VoucherRedemptionReleased', data: { code: 'KHRU20', orderId: 'o1', at: later } };
const deadline: SettlementEvent = { type: 'DeadlineReached', data: { kind: 'checkout-expiry', key: 'o1', dueAt: later, at: later } };
const expired: SettlementEvent = { type: 'OrderExpired', data: { orderId: 'o1', at: later } };
const given = workflowSpec(orderSettlementWorkflow);

describe('order settlement workflow', () => {
  it('given a placed order, when its payment succeeds, then the courses are granted, the cart left and the receipt issued', () => {
    given([redeemed, placed, requested])
      .when(succeeded)
      .then([
        command('entitlement', entitlementStream('u1'), { type: 'GrantForOrder', userId: 'u1', orderId: 'o1', lines, at: later }),
        command('cart', cartStream('u1'), { type: 'RemoveFromCart', userId: 'u1', itemIds: ['git'] }),
        command('order', orderStream('o1'), { type: 'IssueReceipt', orderId: 'o1', receiptNo: 'KR-20261123-O1', at: later }),
      ]);
  });

  it('given an order holding a voucher use, when its payment is declined, then the use is given back', () => {
    given([redeemed, placed, requested])
      .when(declined)
      .then([command('voucher', voucherStream('KHRU20'), { type: 'ReleaseVoucher', code: 'KHRU20', orderId: 'o1', at: later })]);
  });

  it('given an unpaid order, when the checkout deadline is reached, then the order expires; a paid one does not', () => {
    given([redeemed, placed, requested])
      .when(deadline)
      .then([command('order', orderStream('o1'), { type: 'ExpireOrder', orderId: 'o1', at: later })]);
    given([redeemed, placed, requested, succeeded]).when(deadline).thenNothing();
  });

  it('given an expired order, when it expires, then its voucher use is given back, unless a decline gave it back already', () => {
    given([redeemed, placed, requested])
      .when(expired)
      .then([command('voucher', voucherStream('KHRU20'), { type: 'ReleaseVoucher', code: 'KHRU20', orderId: 'o1', at: later })]);
    given([redeemed, placed, requested, declined, released]).when(expired).thenNothing();
  });

  it('given an order that expired before the checkout workflow took its voucher use, when the use is taken, then it is given back', () => {
    given([placed, expired])
      .when(redeemed)
      .then([command('voucher', voucherStream('KHRU20'), { type: 'ReleaseVoucher', code: 'KHRU20', orderId: 'o1', at })]);
    given([placed]).when(redeemed).thenNothing();
  });

  it('given a voucher use taken for an order that was never placed, when the deadline is reached, then the use is given back', () => {
    given([redeemed])
      .when(deadline)
      .then([command('voucher', voucherStream('KHRU20'), { type: 'ReleaseVoucher', code: 'KHRU20', orderId: 'o1', at: later })]);
  });

  it('given a paid order, when it is refunded, then what it granted is withdrawn', () => {
    given([placed, requested, succeeded])
      .when({ type: 'OrderRefunded', data: { orderId: 'o1', amount: 552, reason: 'changed my mind', at: later } })
      .then([command('entitlement', entitlementStream('u1'), { type: 'RevokeOrder', userId: 'u1', orderId: 'o1', at: later })]);
  });

  it('given a paid order of two lines, when one line is refunded, then only that line\u2019s access is withdrawn', () => {
    const bundle: OrderLine = { itemId: 'pdpa-pack', isBundle: true, titleEn: 'PDPA', titleTh: 'PDPA', price: 1390, courseIds: ['p1', 'p2'] };
    const two: SettlementEvent = {
      type: 'OrderPlaced',
      data: { orderId: 'o1', userId: 'u1', lines: [...lines, bundle], subtotal: 2080, discount: 0, total: 2080, voucherCode: null, placedAt: at },
    };
    given([two, requested, succeeded])
      .when({ type: 'OrderLineRefunded', data: { orderId: 'o1', itemId: 'pdpa-pack', amount: 1390, reason: '', at: later } })
      .then([command('entitlement', entitlementStream('u1'), { type: 'RevokeOrderLine', userId: 'u1', orderId: 'o1', line: bundle, at: later })]);
  });

  describe('a membership order', () => {
    const membershipPlaced: SettlementEvent = {
      type: 'OrderPlaced',
      data: { orderId: 'm1', userId: 'u1', lines: [MEMBERSHIP_LINE], subtotal: 2990, discount: 0, total: 2990, voucherCode: null, placedAt: at },
    };
    const charge: SettlementEvent = { type: 'PaymentRequested', data: { orderId: 'm1', paymentId: 'm1-1', amount: 2990, payUrl: '', at } };

    it('when placed, then its payment is requested from the card on file, which is then charged', () => {
      given([])
        .when(membershipPlaced)
        .then([command('order', orderStream('m1'), { type: 'RequestPayment', orderId: 'm1', paymentId: 'm1-1', payUrl: '', at })]);
      given([membershipPlaced])
        .when(charge)
        .then([effect(CHARGE_SAVED_CARD, { userId: 'u1', orderId: 'm1', paymentId: 'm1-1', amount: 2990 })]);
    });

    it('when paid, then the year is recorded instead of clearing the cart; when declined, the membership is suspended', () => {
      const paid: SettlementEvent = {
        type: 'PaymentSucceeded',
        data: { orderId: 'm1', paymentId: 'm1-1', providerEventId: 'e', amount: 2990, paymentType: 'card', cardLast4: '4242', at },
      };
      given([membershipPlaced, charge])
        .when(paid)
        .then([
          command('entitlement', entitlementStream('u1'), { type: 'GrantForOrder', userId: 'u1', orderId: 'm1', lines: [MEMBERSHIP_LINE], at }),
          command('membership', membershipStream('u1'), { type: 'RecordPeriodPaid', userId: 'u1', orderId: 'm1', at }),
          command('order', orderStream('m1'), { type: 'IssueReceipt', orderId: 'm1', receiptNo: 'KR-20261123-M1', at }),
        ]);
      given([membershipPlaced, charge])
        .when({ type: 'PaymentFailed', data: { orderId: 'm1', paymentId: 'm1-1', providerEventId: 'e', reason: 'card_declined', at } })
        .then([command('membership', membershipStream('u1'), { type: 'RecordRenewalFailed', userId: 'u1', orderId: 'm1', at })]);
    });
  });
});
