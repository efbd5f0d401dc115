import { describe, expect, it } from '@jest/globals';
import type { OrderEvent, OrderLine } from '@khru/contracts';
import { deciderSpec } from '../../kernel/commands/decider-spec.js';
import { orderDecider, type OrderCommand } from './order.decider.js';

const at = '2026-11-22T10:00:00.000Z';
const lines: OrderLine[] = [
  { itemId: 'git', isBundle: false, titleEn: 'Git', titleTh: 'Git', price: 690, courseIds: ['git'] },
  { itemId: 'pdpa-pack', isBundle: true, titleEn: 'PDPA', titleTh: 'PDPA', price: 1390, courseIds: ['p1', 'p2'] },
];
const placed: OrderEvent = {
  type: 'OrderPlaced',
  data: { orderId: 'o1', userId: 'u1', lines, subtotal: 2080, discount: 416, total: 1664, voucherCode: 'NEWYEAR', placedAt: at },
};
const placing = placed.data as Extract<OrderEvent, { type: 'OrderPlaced' }>['data'];
const requested = (paymentId: string): OrderEvent => ({
  type: 'PaymentRequested',
  data: { orderId: 'o1', paymentId, amount: 1664, payUrl: `/pay/${paymentId}`, at },
});
const success = (paymentId: string, providerEventId: string): OrderCommand => ({
  type: 'RecordPaymentSucceeded',
  orderId: 'o1',
  paymentId,
  providerEventId,
  amount: 1664,
  paymentType: 'card',
  cardLast4: '4242',
  at,
});
const failure = (paymentId: string, providerEventId: string): OrderCommand => ({
  type: 'RecordPaymentFailed',
  orderId: 'o1',
  paymentId,
  providerEventId,
  reason: 'card_declined',
  at,
});
const succeeded = (paymentId: string, providerEventId: string): OrderEvent => {
  const { type: _t, ...data } = success(paymentId, providerEventId) as Extract<OrderCommand, { type: 'RecordPaymentSucceeded' }>;
  return { type: 'PaymentSucceeded', data };
};
const given = deciderSpec(orderDecider);

describe('order decider', () => {
  it('given nothing, when placed with totals that add up, then placed; totals that do not are refused', () => {
    given([])
      .when({ type: 'PlaceOrder', buyerRole: 'MEMBER', teachers: {}, ...placing })
      .then([placed]);
    given([])
      .when({ type: 'PlaceOrder', buyerRole: 'MEMBER', teachers: {}, ...placing, total: 1 })
      .thenThrows('BAD_REQUEST', [{ field: 'total', code: 'BAD_REQUEST' }]);
    given([placed])
      .when({ type: 'PlaceOrder', buyerRole: 'MEMBER', teachers: {}, ...placing })
      .thenThrows('ALREADY_EXIST', []);
  });

  it('given a corporate buyer, when an order is placed, then FORBIDDEN and nothing is placed', () => {
    given([])
      .when({ type: 'PlaceOrder', buyerRole: 'B2B', ...placing })
      .thenThrows('FORBIDDEN');
  });

  it('given an unpaid order, when its checkout window ends, then it expires once, and cannot be paid for again', () => {
    const expired: OrderEvent = { type: 'OrderExpired', data: { orderId: 'o1', at } };
    given([placed, requested('p1')])
      .when({ type: 'ExpireOrder', orderId: 'o1', at })
      .then([expired]);
    given([placed, requested('p1'), expired])
      .when({ type: 'ExpireOrder', orderId: 'o1', at })
      .thenNothing();
    given([placed, requested('p1'), succeeded('p1', 'evt1')])
      .when({ type: 'ExpireOrder', orderId: 'o1', at })
      .thenNothing();
    given([placed, expired])
      .when({ type: 'RequestPayment', orderId: 'o1', paymentId: 'p2', payUrl: '/pay/p2', at })
      .thenThrows('BAD_REQUEST', [{ field: 'orderId', code: 'BAD_REQUEST', rule: 'orderExpired' }]);
    given([placed, requested('p1'), expired])
      .when(success('p1', 'evt1'))
      .then([succeeded('p1', 'evt1')]);
  });

  it('given a placed order, when payment is requested twice for the same payment, then once', () => {
    given([placed])
      .when({ type: 'RequestPayment', orderId: 'o1', paymentId: 'p1', payUrl: '/pay/p1', at })
      .then([requested('p1')]);
    given([placed, requested('p1')])
      .when({ type: 'RequestPayment', orderId: 'o1', paymentId: 'p1', payUrl: '/pay/p1', at })
      .thenNothing();
  });

  it('given a payment in progress, when the provider says it succeeded twice (same event), then paid once', () => {
    given([placed, requested('p1')])
      .when(success('p1', 'evt1'))
      .then([succeeded('p1', 'evt1')]);
    given([placed, requested('p1'), succeeded('p1', 'evt1')])
      .when(success('p1', 'evt1'))
      .thenNothing();
    given([placed, requested('p1'), succeeded('p1', 'evt1')])
      .when(success('p1', 'evt2'))
      .thenNothing();
  });

  it('given a paid order, when a late failure arrives out of order, then it stays paid', () => {
    given([placed, requested('p1'), succeeded('p1', 'evt1')])
      .when(failure('p1', 'evt0'))
      .thenNothing();
  });

  it('given a failed payment and a retry, when the first payment succeeds late, then the order is paid (the money is not lost)', () => {
    const failed: OrderEvent = { type: 'PaymentFailed', data: { orderId: 'o1', paymentId: 'p1', providerEventId: 'evt1', reason: 'card_declined', at } };
    given([placed, requested('p1'), failed, requested('p2')])
      .when(success('p1', 'evt9'))
      .then([succeeded('p1', 'evt9')]);
    given([placed, requested('p1'), failed, requested('p2')])
      .when(failure('p1', 'evt8'))
      .thenNothing();
  });

  it('refuses a success for another amount or for a payment never asked for', () => {
    given([placed, requested('p1')])
      .when({ ...(success('p1', 'e') as object), amount: 1 } as OrderCommand)
      .thenThrows('BAD_REQUEST', [{ field: 'amount', code: 'BAD_REQUEST' }]);
    given([placed, requested('p1')])
      .when(success('p-unknown', 'e'))
      .thenThrows('BAD_REQUEST', [{ field: 'amount', code: 'BAD_REQUEST' }]);
  });

  it('refunds a card payment whole within 7 days, once, and only for its owner', () => {
    const paid = [placed, requested('p1'), succeeded('p1', 'evt1')];
    const refund = (when_: string, userId = 'u1'): OrderCommand => ({ type: 'RefundOrder', orderId: 'o1', userId, reason: 'changed my mind', at: when_ });
    const refunded: OrderEvent = { type: 'OrderRefunded', data: { orderId: 'o1', amount: 1664, reason: 'changed my mind', at: '2026-11-29T09:59:59.000Z' } };
    given(paid).when(refund('2026-11-29T09:59:59.000Z')).then([refunded]);
    given(paid)
      .when(refund('2026-11-29T10:00:01.000Z'))
      .thenThrows('BAD_REQUEST', [{ field: 'orderId', code: 'BAD_REQUEST', rule: 'refundWindowPassed', n: 7 }]);
    given([...paid, refunded])
      .when(refund(at))
      .thenThrows('BAD_REQUEST', [{ field: 'orderId', code: 'BAD_REQUEST', rule: 'notRefundable' }]);
    given([placed, requested('p1')])
      .when(refund(at))
      .thenThrows('BAD_REQUEST', [{ field: 'orderId', code: 'BAD_REQUEST', rule: 'notRefundable' }]);
    given(paid).when(refund(at, 'someone-else')).thenThrows('NOT_FOUND');
    given([...paid, refunded])
      .when(success('p1', 'evt7'))
      .thenNothing();
  });

  describe('refunds by an administrator', () => {
    const paid = [placed, requested('p1'), succeeded('p1', 'evt1')];
    const byAdmin = { userId: 'admin-1', byAdmin: true, reason: 'support ticket 42' };

    it('given a paid order, when an administrator refunds it for the buyer, then OrderRefunded as for the buyer', () => {
      given(paid)
        .when({ type: 'RefundOrder', orderId: 'o1', ...byAdmin, at })
        .then([{ type: 'OrderRefunded', data: { orderId: 'o1', amount: 1664, reason: 'support ticket 42', at } }]);
    });

    it('given a paid order, when an administrator refunds one line, then OrderLineRefunded with its share of what was paid', () => {
      given(paid)
        .when({ type: 'RefundOrderLine', orderId: 'o1', ...byAdmin, itemId: 'git', at })
        .then([{ type: 'OrderLineRefunded', data: { orderId: 'o1', itemId: 'git', amount: 552, reason: 'support ticket 42', at } }]);
    });

    it('given a paid order past its window, or an unpaid one, when an administrator refunds, then the same refusals as the buyer gets', () => {
      const late = '2026-11-29T10:00:01.000Z';
      given(paid)
        .when({ type: 'RefundOrder', orderId: 'o1', ...byAdmin, at: late })
        .thenThrows('BAD_REQUEST', [{ field: 'orderId', code: 'BAD_REQUEST', rule: 'refundWindowPassed', n: 7 }]);
      given(paid)
        .when({ type: 'RefundOrderLine', orderId: 'o1', ...byAdmin, itemId: 'git', at: late })
        .thenThrows('BAD_REQUEST', [{ field: 'orderId', code: 'BAD_REQUEST', rule: 'refundWindowPassed', n: 7 }]);
      given([placed, requested('p1')])
        .when({ type: 'RefundOrder', orderId: 'o1', ...byAdmin, at })
        .thenThrows('BAD_REQUEST', [{ field: 'orderId', code: 'BAD_REQUEST', rule: 'notRefundable' }]);
    });

    it('given a paid order, when someone who is not the buyer asks without the administrator path, then NOT_FOUND', () => {
      given(paid).when({ type: 'RefundOrder', orderId: 'o1', userId: 'admin-1', reason: '', at }).thenThrows('NOT_FOUND');
    });
  });

  it('given an instructor, when she orders the course she teaches, then FORBIDDEN (ownCourse) and nothing is placed', () => {
    given([])
      .when({ type: 'PlaceOrder', buyerRole: 'INSTRUCTOR', teachers: { git: 'u1' }, ...placing })
      .thenThrows('FORBIDDEN', [{ field: 'items.0.itemId', code: 'FORBIDDEN', rule: 'ownCourse' }]);
    given([])
      .when({
        type: 'PlaceOrder',
        buyerRole: 'INSTRUCTOR',
        teachers: { git: 'another-instructor' },
        ...placing,
      })
      .then([placed]);
  });

  describe('refunding one line', () => {
    const paid = [placed, requested('p1'), succeeded('p1', 'evt1')];
    const refundLine = (itemId: string, when_ = at, userId = 'u1'): OrderCommand => ({
      type: 'RefundOrderLine',
      orderId: 'o1',
      userId,
      itemId,
      reason: '',
      at: when_,
    });
    // 2080 THB of lines, 1664 paid: each line gives back its price times 1664/2080, rounded down.
    const gitBack: OrderEvent = { type: 'OrderLineRefunded', data: { orderId: 'o1', itemId: 'git', amount: 552, reason: '', at } };
    const packBack: OrderEvent = { type: 'OrderLineRefunded', data: { orderId: 'o1', itemId: 'pdpa-pack', amount: 1112, reason: '', at } };

    it('pays back the line\u2019s share of what was paid (the voucher shared out), once', () => {
      given(paid).when(refundLine('git')).then([gitBack]);
      given([...paid, gitBack])
        .when(refundLine('git'))
        .thenThrows('BAD_REQUEST', [{ field: 'itemId', code: 'BAD_REQUEST', rule: 'lineRefunded' }]);
    });

    it('refuses a line not in the order, someone else\u2019s order, an unpaid order, and a line past its window', () => {
      given(paid)
        .when(refundLine('nope'))
        .thenThrows('BAD_REQUEST', [{ field: 'itemId', code: 'NOT_FOUND' }]);
      given(paid)
        .when(refundLine('git', at, 'someone-else'))
        .thenThrows('NOT_FOUND');
      given([placed, requested('p1')])
        .when(refundLine('git'))
        .thenThrows('BAD_REQUEST', [{ field: 'orderId', code: 'BAD_REQUEST', rule: 'notRefundable' }]);
      given(paid)
        .when(refundLine('git', '2026-11-29T10:00:01.000Z'))
        .thenThrows('BAD_REQUEST', [{ field: 'orderId', code: 'BAD_REQUEST', rule: 'refundWindowPassed', n: 7 }]);
    });

    it('after one line went back, a whole-order refund pays back the rest line by line, never more than was paid', () => {
      given([...paid, gitBack])
        .when({ type: 'RefundOrder', orderId: 'o1', userId: 'u1', reason: '', at })
        .then([packBack]);
      const refunds = [gitBack, packBack].reduce((sum, e) => sum + (e.data as { amount: number }).amount, 0);
      expect(refunds).toBeLessThanOrEqual(1664);
    });

    it('once every line went back, the order is refunded: nothing more goes back', () => {
      const all = [...paid, gitBack, packBack];
      given(all)
        .when(refundLine('git'))
        .thenThrows('BAD_REQUEST', [{ field: 'orderId', code: 'BAD_REQUEST', rule: 'notRefundable' }]);
      given(all)
        .when({ type: 'RefundOrder', orderId: 'o1', userId: 'u1', reason: '', at })
        .thenThrows('BAD_REQUEST', [{ field: 'orderId', code: 'BAD_REQUEST', rule: 'notRefundable' }]);
    });

    it('never refunds a membership line, and public training by the days before it starts', () => {
      const year: OrderLine = { itemId: 'membership-yearly', isBundle: false, titleEn: 'M', titleTh: 'M', price: 2990, courseIds: [], kind: 'membership' };
      const training: OrderLine = {
        itemId: 'workshop',
        isBundle: false,
        titleEn: 'W',
        titleTh: 'W',
        price: 4900,
        courseIds: ['workshop'],
        trainingStartsAt: '2026-11-30T02:00:00.000Z',
      };
      const mixed: OrderEvent = {
        type: 'OrderPlaced',
        data: { orderId: 'o1', userId: 'u1', lines: [year, training], subtotal: 7890, discount: 0, total: 7890, voucherCode: null, placedAt: at },
      };
      const paidMixed = [
        mixed,
        { ...requested('p1'), data: { ...(requested('p1').data as object), amount: 7890 } } as OrderEvent,
        { ...succeeded('p1', 'evt1'), data: { ...(succeeded('p1', 'evt1').data as object), amount: 7890 } } as OrderEvent,
      ];
      given(paidMixed)
        .when(refundLine('membership-yearly'))
        .thenThrows('BAD_REQUEST', [{ field: 'orderId', code: 'BAD_REQUEST', rule: 'notRefundable' }]);
      // Seven days and 22 hours before it starts: half of the price.
      given(paidMixed)
        .when(refundLine('workshop'))
        .then([{ type: 'OrderLineRefunded', data: { orderId: 'o1', itemId: 'workshop', amount: 2450, reason: '', at } }]);
      given(paidMixed)
        .when(refundLine('workshop', '2026-11-30T02:00:01.000Z'))
        .thenThrows('BAD_REQUEST', [{ field: 'orderId', code: 'BAD_REQUEST', rule: 'notRefundable' }]);
    });
  });

  describe('a public training cancelled or postponed', () => {
    const training: OrderLine = {
      itemId: 'workshop',
      isBundle: false,
      titleEn: 'W',
      titleTh: 'W',
      price: 4900,
      courseIds: ['workshop'],
      trainingStartsAt: '2026-11-23T02:00:00.000Z',
    };
    const withTraining: OrderEvent = {
      type: 'OrderPlaced',
      data: { orderId: 'o1', userId: 'u1', lines: [lines[0]!, training], subtotal: 5590, discount: 1118, total: 4472, voucherCode: 'NEWYEAR', placedAt: at },
    };
    const paidTraining = [
      withTraining,
      { ...requested('p1'), data: { ...(requested('p1').data as object), amount: 4472 } } as OrderEvent,
      { ...succeeded('p1', 'evt1'), data: { ...(succeeded('p1', 'evt1').data as object), amount: 4472 } } as OrderEvent,
    ];
    // The day before it starts: the normal policy would pay back half.
    const late = '2026-11-22T20:00:00.000Z';
    const cancelled = (itemId = 'workshop', cause: 'training-cancelled' | 'training-postponed' = 'training-cancelled'): OrderCommand => ({
      type: 'RefundOrderLine',
      orderId: 'o1',
      userId: 'u1',
      itemId,
      reason: 'Trainer ill',
      at: late,
      cause,
    });
    const workshopBack: OrderEvent = { type: 'OrderLineRefunded', data: { orderId: 'o1', itemId: 'workshop', amount: 3920, reason: 'Trainer ill', at: late } };

    it('given a paid order, when its training line is refunded for a cancellation, then its full share of what was paid goes back, whatever the date', () => {
      given(paidTraining).when(cancelled()).then([workshopBack]);
      given(paidTraining).when(cancelled('workshop', 'training-postponed')).then([workshopBack]);
    });

    it('given the line went back already, when asked again, then nothing happens', () => {
      given([...paidTraining, workshopBack])
        .when(cancelled())
        .thenNothing();
    });

    it('given an order refunded whole, not paid, or without that line, then nothing happens', () => {
      given([...paidTraining, { type: 'OrderRefunded', data: { orderId: 'o1', amount: 4472, reason: '', at } }])
        .when(cancelled())
        .thenNothing();
      given([withTraining]).when(cancelled()).thenNothing();
      given(paidTraining).when(cancelled('unknown')).thenNothing();
    });

    it('given a paid order of which another line went back, then never more than what is left of the total', () => {
      const gitBack: OrderEvent = { type: 'OrderLineRefunded', data: { orderId: 'o1', itemId: 'git', amount: 552, reason: '', at } };
      given([...paidTraining, gitBack])
        .when(cancelled())
        .then([workshopBack]);
      const almostAll: OrderEvent = { type: 'OrderLineRefunded', data: { orderId: 'o1', itemId: 'git', amount: 4000, reason: '', at } };
      given([...paidTraining, almostAll])
        .when(cancelled())
        .then([{ type: 'OrderLineRefunded', data: { ...(workshopBack.data as object), amount: 472 } } as OrderEvent]);
    });
  });

  it('given a checkout in Thai, when the order is placed, then its language is recorded with it', () => {
    given([])
      .when({ type: 'PlaceOrder', buyerRole: 'MEMBER', locale: 'th', ...placing })
      .then([placed, { type: 'OrderLocaleChosen', data: { orderId: 'o1', locale: 'th', at } }]);
  });

  describe('the buyer on the tax invoice', () => {
    const paid = [placed, requested('p1'), succeeded('p1', 'evt1')];
    const buyer = { name: 'บริษัท ตัวอย่าง จำกัด', address: '1 ถนนสีลม กรุงเทพฯ 10500', taxId: '3101234567893', branch: '00000' };
    const record = (b: typeof buyer, userId = 'u1'): OrderCommand => ({ type: 'RecordTaxInvoiceBuyer', orderId: 'o1', userId, buyer: b, at });
    const recorded: OrderEvent = { type: 'TaxInvoiceBuyerRecorded', data: { orderId: 'o1', buyer, at } };

    it('is recorded (trimmed) for the order\u2019s owner, at checkout or afterwards; the same again changes nothing', () => {
      given([placed])
        .when(record({ ...buyer, name: ` ${buyer.name} ` }))
        .then([recorded]);
      given(paid).when(record(buyer)).then([recorded]);
      given([...paid, recorded])
        .when(record(buyer))
        .thenNothing();
      given(paid).when(record(buyer, 'someone-else')).thenThrows('NOT_FOUND');
    });

    it('needs a name, an address, a tax id with a valid check digit and a five-digit branch', () => {
      given(paid)
        .when(record({ name: ' ', address: '', taxId: '3101234567891', branch: '1' }))
        .thenThrows('BAD_REQUEST', [
          { field: 'name', code: 'IS_NOT_EMPTY' },
          { field: 'address', code: 'IS_NOT_EMPTY' },
          { field: 'taxId', code: 'BAD_REQUEST', rule: 'taxIdInvalid' },
          { field: 'branch', code: 'BAD_REQUEST', rule: 'branchCodeInvalid' },
        ]);
    });
  });

  it('records each receipt or refund mail once', () => {
    const sent: OrderEvent = { type: 'ReceiptMailSent', data: { orderId: 'o1', key: 'receipt', at } };
    given([placed]).when({ type: 'RecordReceiptMailSent', orderId: 'o1', key: 'receipt', at }).then([sent]);
    given([placed, sent]).when({ type: 'RecordReceiptMailSent', orderId: 'o1', key: 'receipt', at }).thenNothing();
    given([placed, sent])
      .when({ type: 'RecordReceiptMailSent', orderId: 'o1', key: 'refund:git', at })
      .then([{ type: 'ReceiptMailSent', data: { orderId: 'o1', key: 'refund:git', at } }]);
  });

  it('issues a receipt once, and only for a paid order', () => {
    given([placed, requested('p1')])
      .when({ type: 'IssueReceipt', orderId: 'o1', receiptNo: 'R1', at })
      .thenThrows('BAD_REQUEST', [{ field: 'orderId', code: 'IS_NOT_EFFECTED' }]);
    const paid = [placed, requested('p1'), succeeded('p1', 'evt1')];
    given(paid)
      .when({ type: 'IssueReceipt', orderId: 'o1', receiptNo: 'R1', at })
      .then([{ type: 'ReceiptIssued', data: { orderId: 'o1', receiptNo: 'R1', at } }]);
    given([...paid, { type: 'ReceiptIssued', data: { orderId: 'o1', receiptNo: 'R1', at } }])
      .when({ type: 'IssueReceipt', orderId: 'o1', receiptNo: 'R2', at })
      .thenNothing();
  });
});
