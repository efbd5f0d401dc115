import { describe, it } from '@jest/globals';
import { orderStream, voucherStream, type OrderLine } from '@khru/contracts';
import { command, effect } from '../../kernel/workflows/workflow.js';
import { workflowSpec } from '../../kernel/workflows/workflow-spec.js';
import { MEMBERSHIP_LINE } from '../membership/membership-renewal.workflow.js';
import { checkoutWorkflow, type CheckoutEvent } from './checkout.workflow.js';
import { OPEN_CHARGE } from './open-charge.js';

const at = '2026-11-23T10:00:00.000Z';
const later = '2026-11-23T10:05:00.000Z';
const lines: OrderLine[] = [{ itemId: 'git', isBundle: false, titleEn: 'Git', titleTh: 'Git', price: 690, courseIds: ['git'] }];
const placed = (voucherCode: string | null, total = 590): CheckoutEvent => ({
  type: 'OrderPlaced',
  data: { orderId: 'o1', userId: 'u1', lines, subtotal: 690, discount: 690 - total, total, voucherCode, placedAt: at },
});
const redeemed: CheckoutEvent = { type: 'VoucherRedeemed', data: { code: 'LAST', orderId: 'o1', userId: 'u1', at: later } };
const refused: CheckoutEvent = { type: 'VoucherRedemptionRefused', data: { code: 'LAST', orderId: 'o1', userId: 'u1', reason: 'voucherUsedUp', at: later } };
const retried: CheckoutEvent = { type: 'PaymentRetryRequested', data: { orderId: 'o1', paymentId: 'o1-2', at: later } };
const expired: CheckoutEvent = { type: 'OrderExpired', data: { orderId: 'o1', at: later } };
const redeem = (at: string) => command('voucher', voucherStream('LAST'), { type: 'RedeemVoucher', code: 'LAST', orderId: 'o1', userId: 'u1', at });
const given = workflowSpec(checkoutWorkflow);

describe('checkout workflow', () => {
  it('given nothing, when an order with a voucher is placed, then its use is taken first', () => {
    given([])
      .when(placed('LAST'))
      .then([redeem(at)]);
  });

  it('given an order with a voucher, when its use is taken, then its first charge is opened; a second answer asks nothing more', () => {
    given([placed('LAST')])
      .when(redeemed)
      .then([effect(OPEN_CHARGE, { orderId: 'o1', paymentId: 'o1-1' })]);
    given([placed('LAST'), redeemed])
      .when(redeemed)
      .thenNothing();
  });

  it('given an order with a voucher, when its use is refused, then the order\u2019s attempt is refused with the reason', () => {
    given([placed('LAST')])
      .when(refused)
      .then([command('order', orderStream('o1'), { type: 'RefuseCheckout', orderId: 'o1', paymentId: 'o1-1', reason: 'voucherUsedUp', at: later })]);
  });

  it('given nothing, when an order without a voucher is placed, then its charge is opened at once', () => {
    given([])
      .when(placed(null, 690))
      .then([effect(OPEN_CHARGE, { orderId: 'o1', paymentId: 'o1-1' })]);
  });

  it('given a free order, when placed or its use is taken, then it is paid without the provider', () => {
    const free = (at: string) =>
      command('order', orderStream('o1'), {
        type: 'RecordPaymentSucceeded',
        orderId: 'o1',
        paymentId: 'free',
        providerEventId: 'free:o1',
        amount: 0,
        paymentType: 'free',
        cardLast4: null,
        at,
      });
    given([])
      .when(placed(null, 0))
      .then([free(at)]);
    given([placed('LAST', 0)])
      .when(redeemed)
      .then([free(later)]);
  });

  it('given a failed order, when paid again, then its use is taken again and the new attempt charged; without a voucher charged at once', () => {
    given([placed('LAST'), redeemed])
      .when(retried)
      .then([redeem(later)]);
    given([placed('LAST'), redeemed, retried])
      .when(redeemed)
      .then([effect(OPEN_CHARGE, { orderId: 'o1', paymentId: 'o1-2' })]);
    given([placed(null, 690)])
      .when(retried)
      .then([effect(OPEN_CHARGE, { orderId: 'o1', paymentId: 'o1-2' })]);
  });

  it('given an order that expired before its use was taken, when the use arrives, then nothing is charged', () => {
    given([placed('LAST'), expired])
      .when(redeemed)
      .thenNothing();
    given([placed('LAST'), expired])
      .when(refused)
      .thenNothing();
  });

  it('passes by a membership order (settlement charges the card on file) and a voucher use no order of its asked for', () => {
    const membership: CheckoutEvent = {
      type: 'OrderPlaced',
      data: { orderId: 'o1', userId: 'u1', lines: [MEMBERSHIP_LINE], subtotal: 2990, discount: 0, total: 2990, voucherCode: null, placedAt: at },
    };
    given([]).when(membership).thenNothing();
    given([]).when(redeemed).thenNothing();
  });
});
