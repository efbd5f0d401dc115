import { describe, expect, it } from '@jest/globals';
import type { OrderEvent, OrderLine } from '@khru/contracts';
import { givenWhen } from '../../kernel/commands/given-when-then.js';
import { DomainError } from '../../kernel/errors/domain-error.js';
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
const when = givenWhen(orderDecider);

describe('order decider', () => {
  it('given nothing, when placed with totals that add up, then placed; totals that do not are refused', () => {
    expect(
      when([], { type: 'PlaceOrder', buyerRole: 'MEMBER', teachers: {}, ...(placed.data as Extract<OrderEvent, { type: 'OrderPlaced' }>['data']) }),
    ).toEqual([placed]);
    const tampered = when([], {
      type: 'PlaceOrder',
      buyerRole: 'MEMBER',
      teachers: {},
      ...(placed.data as Extract<OrderEvent, { type: 'OrderPlaced' }>['data']),
      total: 1,
    });
    expect(tampered).toBeInstanceOf(DomainError);
    expect(
      when([placed], { type: 'PlaceOrder', buyerRole: 'MEMBER', teachers: {}, ...(placed.data as Extract<OrderEvent, { type: 'OrderPlaced' }>['data']) }),
    ).toBeInstanceOf(DomainError);
  });

  it('given a corporate buyer, when an order is placed, then FORBIDDEN and nothing is placed', () => {
    const refused = when([], { type: 'PlaceOrder', buyerRole: 'B2B', ...(placed.data as Extract<OrderEvent, { type: 'OrderPlaced' }>['data']) });
    expect((refused as DomainError).code).toBe('FORBIDDEN');
  });

  it('given an unpaid order, when its checkout window ends, then it expires once, and cannot be paid for again', () => {
    const expired: OrderEvent = { type: 'OrderExpired', data: { orderId: 'o1', at } };
    expect(when([placed, requested('p1')], { type: 'ExpireOrder', orderId: 'o1', at })).toEqual([expired]);
    expect(when([placed, requested('p1'), expired], { type: 'ExpireOrder', orderId: 'o1', at })).toEqual([]);
    expect(when([placed, requested('p1'), succeeded('p1', 'evt1')], { type: 'ExpireOrder', orderId: 'o1', at })).toEqual([]);
    expect((when([placed, expired], { type: 'RequestPayment', orderId: 'o1', paymentId: 'p2', payUrl: '/pay/p2', at }) as DomainError).fields[0]?.rule).toBe(
      'orderExpired',
    );
    expect(when([placed, requested('p1'), expired], success('p1', 'evt1'))).toEqual([succeeded('p1', 'evt1')]);
  });

  it('given a placed order, when payment is requested twice for the same payment, then once', () => {
    expect(when([placed], { type: 'RequestPayment', orderId: 'o1', paymentId: 'p1', payUrl: '/pay/p1', at })).toEqual([requested('p1')]);
    expect(when([placed, requested('p1')], { type: 'RequestPayment', orderId: 'o1', paymentId: 'p1', payUrl: '/pay/p1', at })).toEqual([]);
  });

  it('given a payment in progress, when the provider says it succeeded twice (same event), then paid once', () => {
    expect(when([placed, requested('p1')], success('p1', 'evt1'))).toEqual([succeeded('p1', 'evt1')]);
    expect(when([placed, requested('p1'), succeeded('p1', 'evt1')], success('p1', 'evt1'))).toEqual([]);
    expect(when([placed, requested('p1'), succeeded('p1', 'evt1')], success('p1', 'evt2'))).toEqual([]);
  });

  it('given a paid order, when a late failure arrives out of order, then it stays paid', () => {
    expect(when([placed, requested('p1'), succeeded('p1', 'evt1')], failure('p1', 'evt0'))).toEqual([]);
  });

  it('given a failed payment and a retry, when the first payment succeeds late, then the order is paid (the money is not lost)', () => {
    const failed: OrderEvent = { type: 'PaymentFailed', data: { orderId: 'o1', paymentId: 'p1', providerEventId: 'evt1', reason: 'card_declined', at } };
    expect(when([placed, requested('p1'), failed, requested('p2')], success('p1', 'evt9'))).toEqual([succeeded('p1', 'evt9')]);
    expect(when([placed, requested('p1'), failed, requested('p2')], failure('p1', 'evt8'))).toEqual([]);
  });

  it('refuses a success for another amount or for a payment never asked for', () => {
    expect(when([placed, requested('p1')], { ...(success('p1', 'e') as object), amount: 1 } as OrderCommand)).toBeInstanceOf(DomainError);
    expect(when([placed, requested('p1')], success('p-unknown', 'e'))).toBeInstanceOf(DomainError);
  });

  it('refunds a card payment whole within 7 days, once, and only for its owner', () => {
    const paid = [placed, requested('p1'), succeeded('p1', 'evt1')];
    const refund = (when_: string, userId = 'u1'): OrderCommand => ({ type: 'RefundOrder', orderId: 'o1', userId, reason: 'changed my mind', at: when_ });
    const refunded: OrderEvent = { type: 'OrderRefunded', data: { orderId: 'o1', amount: 1664, reason: 'changed my mind', at: '2026-11-29T09:59:59.000Z' } };
    expect(when(paid, refund('2026-11-29T09:59:59.000Z'))).toEqual([refunded]);
    expect((when(paid, refund('2026-11-29T10:00:01.000Z')) as DomainError).fields[0]).toMatchObject({ rule: 'refundWindowPassed', n: 7 });
    expect((when([...paid, refunded], refund(at)) as DomainError).fields[0]).toMatchObject({ rule: 'notRefundable' });
    expect((when([placed, requested('p1')], refund(at)) as DomainError).fields[0]).toMatchObject({ rule: 'notRefundable' });
    expect((when(paid, refund(at, 'someone-else')) as DomainError).code).toBe('NOT_FOUND');
    expect(when([...paid, refunded], success('p1', 'evt7'))).toEqual([]);
  });

  describe('refunds by an administrator', () => {
    const paid = [placed, requested('p1'), succeeded('p1', 'evt1')];
    const byAdmin = { userId: 'admin-1', byAdmin: true, reason: 'support ticket 42' };

    it('given a paid order, when an administrator refunds it for the buyer, then OrderRefunded as for the buyer', () => {
      expect(when(paid, { type: 'RefundOrder', orderId: 'o1', ...byAdmin, at })).toEqual([
        { type: 'OrderRefunded', data: { orderId: 'o1', amount: 1664, reason: 'support ticket 42', at } },
      ]);
    });

    it('given a paid order, when an administrator refunds one line, then OrderLineRefunded with its share of what was paid', () => {
      expect(when(paid, { type: 'RefundOrderLine', orderId: 'o1', ...byAdmin, itemId: 'git', at })).toEqual([
        { type: 'OrderLineRefunded', data: { orderId: 'o1', itemId: 'git', amount: 552, reason: 'support ticket 42', at } },
      ]);
    });

    it('given a paid order past its window, or an unpaid one, when an administrator refunds, then the same refusals as the buyer gets', () => {
      const late = '2026-11-29T10:00:01.000Z';
      expect((when(paid, { type: 'RefundOrder', orderId: 'o1', ...byAdmin, at: late }) as DomainError).fields[0]).toMatchObject({
        rule: 'refundWindowPassed',
        n: 7,
      });
      expect((when(paid, { type: 'RefundOrderLine', orderId: 'o1', ...byAdmin, itemId: 'git', at: late }) as DomainError).fields[0]).toMatchObject({
        rule: 'refundWindowPassed',
      });
      expect((when([placed, requested('p1')], { type: 'RefundOrder', orderId: 'o1', ...byAdmin, at }) as DomainError).fields[0]).toMatchObject({
        rule: 'notRefundable',
      });
    });

    it('given a paid order, when someone who is not the buyer asks without the administrator path, then NOT_FOUND', () => {
      expect((when(paid, { type: 'RefundOrder', orderId: 'o1', userId: 'admin-1', reason: '', at }) as DomainError).code).toBe('NOT_FOUND');
    });
  });

  it('given an instructor, when she orders the course she teaches, then FORBIDDEN (ownCourse) and nothing is placed', () => {
    const refused = when([], {
      type: 'PlaceOrder',
      buyerRole: 'INSTRUCTOR',
      teachers: { git: 'u1' },
      ...(placed.data as Extract<OrderEvent, { type: 'OrderPlaced' }>['data']),
    });
    expect((refused as DomainError).fields).toEqual([{ field: 'items.0.itemId', code: 'FORBIDDEN', rule: 'ownCourse' }]);
    expect(
      when([], {
        type: 'PlaceOrder',
        buyerRole: 'INSTRUCTOR',
        teachers: { git: 'another-instructor' },
        ...(placed.data as Extract<OrderEvent, { type: 'OrderPlaced' }>['data']),
      }),
    ).toEqual([placed]);
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
      expect(when(paid, refundLine('git'))).toEqual([gitBack]);
      expect((when([...paid, gitBack], refundLine('git')) as DomainError).fields[0]).toMatchObject({ field: 'itemId', rule: 'lineRefunded' });
    });

    it('refuses a line not in the order, someone else\u2019s order, an unpaid order, and a line past its window', () => {
      expect((when(paid, refundLine('nope')) as DomainError).fields[0]).toMatchObject({ field: 'itemId', code: 'NOT_FOUND' });
      expect((when(paid, refundLine('git', at, 'someone-else')) as DomainError).code).toBe('NOT_FOUND');
      expect((when([placed, requested('p1')], refundLine('git')) as DomainError).fields[0]).toMatchObject({ rule: 'notRefundable' });
      expect((when(paid, refundLine('git', '2026-11-29T10:00:01.000Z')) as DomainError).fields[0]).toMatchObject({ rule: 'refundWindowPassed', n: 7 });
    });

    it('after one line went back, a whole-order refund pays back the rest line by line, never more than was paid', () => {
      expect(when([...paid, gitBack], { type: 'RefundOrder', orderId: 'o1', userId: 'u1', reason: '', at })).toEqual([packBack]);
      const refunds = [gitBack, packBack].reduce((sum, e) => sum + (e.data as { amount: number }).amount, 0);
      expect(refunds).toBeLessThanOrEqual(1664);
    });

    it('once every line went back, the order is refunded: nothing more goes back', () => {
      const all = [...paid, gitBack, packBack];
      expect((when(all, refundLine('git')) as DomainError).fields[0]).toMatchObject({ rule: 'notRefundable' });
      expect((when(all, { type: 'RefundOrder', orderId: 'o1', userId: 'u1', reason: '', at }) as DomainError).fields[0]).toMatchObject({
        rule: 'notRefundable',
      });
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
      expect((when(paidMixed, refundLine('membership-yearly')) as DomainError).fields[0]).toMatchObject({ rule: 'notRefundable' });
      // Seven days and 22 hours before it starts: half of the price.
      expect(when(paidMixed, refundLine('workshop'))).toEqual([
        { type: 'OrderLineRefunded', data: { orderId: 'o1', itemId: 'workshop', amount: 2450, reason: '', at } },
      ]);
      expect((when(paidMixed, refundLine('workshop', '2026-11-30T02:00:01.000Z')) as DomainError).fields[0]).toMatchObject({ rule: 'notRefundable' });
    });
  });

  it('given a checkout in Thai, when the order is placed, then its language is recorded with it', () => {
    expect(
      when([], { type: 'PlaceOrder', buyerRole: 'MEMBER', locale: 'th', ...(placed.data as Extract<OrderEvent, { type: 'OrderPlaced' }>['data']) }),
    ).toEqual([placed, { type: 'OrderLocaleChosen', data: { orderId: 'o1', locale: 'th', at } }]);
  });

  describe('the buyer on the tax invoice', () => {
    const paid = [placed, requested('p1'), succeeded('p1', 'evt1')];
    const buyer = { name: 'บริษัท ตัวอย่าง จำกัด', address: '1 ถนนสีลม กรุงเทพฯ 10500', taxId: '3101234567893', branch: '00000' };
    const record = (b: typeof buyer, userId = 'u1'): OrderCommand => ({ type: 'RecordTaxInvoiceBuyer', orderId: 'o1', userId, buyer: b, at });
    const recorded: OrderEvent = { type: 'TaxInvoiceBuyerRecorded', data: { orderId: 'o1', buyer, at } };

    it('is recorded (trimmed) for the order\u2019s owner, at checkout or afterwards; the same again changes nothing', () => {
      expect(when([placed], record({ ...buyer, name: ` ${buyer.name} ` }))).toEqual([recorded]);
      expect(when(paid, record(buyer))).toEqual([recorded]);
      expect(when([...paid, recorded], record(buyer))).toEqual([]);
      expect((when(paid, record(buyer, 'someone-else')) as DomainError).code).toBe('NOT_FOUND');
    });

    it('needs a name, an address, a tax id with a valid check digit and a five-digit branch', () => {
      const refused = when(paid, record({ name: ' ', address: '', taxId: '3101234567891', branch: '1' })) as DomainError;
      expect(refused.fields).toEqual([
        { field: 'name', code: 'IS_NOT_EMPTY' },
        { field: 'address', code: 'IS_NOT_EMPTY' },
        { field: 'taxId', code: 'BAD_REQUEST', rule: 'taxIdInvalid' },
        { field: 'branch', code: 'BAD_REQUEST', rule: 'branchCodeInvalid' },
      ]);
    });
  });

  it('records each receipt or refund mail once', () => {
    const sent: OrderEvent = { type: 'ReceiptMailSent', data: { orderId: 'o1', key: 'receipt', at } };
    expect(when([placed], { type: 'RecordReceiptMailSent', orderId: 'o1', key: 'receipt', at })).toEqual([sent]);
    expect(when([placed, sent], { type: 'RecordReceiptMailSent', orderId: 'o1', key: 'receipt', at })).toEqual([]);
    expect(when([placed, sent], { type: 'RecordReceiptMailSent', orderId: 'o1', key: 'refund:git', at })).toHaveLength(1);
  });

  it('issues a receipt once, and only for a paid order', () => {
    expect(when([placed, requested('p1')], { type: 'IssueReceipt', orderId: 'o1', receiptNo: 'R1', at })).toBeInstanceOf(DomainError);
    const paid = [placed, requested('p1'), succeeded('p1', 'evt1')];
    expect(when(paid, { type: 'IssueReceipt', orderId: 'o1', receiptNo: 'R1', at })).toEqual([
      { type: 'ReceiptIssued', data: { orderId: 'o1', receiptNo: 'R1', at } },
    ]);
    expect(
      when([...paid, { type: 'ReceiptIssued', data: { orderId: 'o1', receiptNo: 'R1', at } }], { type: 'IssueReceipt', orderId: 'o1', receiptNo: 'R2', at }),
    ).toEqual([]);
  });
});
