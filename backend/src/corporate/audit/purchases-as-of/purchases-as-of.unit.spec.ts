import { describe, expect, it } from '@jest/globals';
import type { CostCentreEvent, EntitlementEvent, OrderEvent, OrderLine } from '@khru/contracts';
import { itemKey } from '../item-titles.js';
import { purchasesAsOf } from './purchases-as-of.js';

const asOf = new Date('2026-04-01T00:00:00.000Z');
const titles = new Map([[itemKey({ itemId: 'pdpa-essentials', isBundle: false }), { en: 'PDPA Essentials', th: 'พื้นฐาน PDPA' }]]);
const line = (itemId: string, price: number): OrderLine => ({
  itemId,
  isBundle: false,
  titleEn: `Course ${itemId}`,
  titleTh: `คอร์ส ${itemId}`,
  price,
  courseIds: [itemId],
});
const placed = (orderId: string, userId: string, lines: OrderLine[], placedAt: string): OrderEvent => ({
  type: 'OrderPlaced',
  data: { orderId, userId, lines, subtotal: 0, discount: 0, total: lines.reduce((s, l) => s + l.price, 0), voucherCode: null, placedAt },
});
const paid = (orderId: string): OrderEvent => ({
  type: 'PaymentSucceeded',
  data: { orderId, paymentId: 'p', providerEventId: `e-${orderId}`, amount: 1, paymentType: 'card', cardLast4: '4242', at: '2026-02-01T00:00:00.000Z' },
});
const grant = (courseId: string, orderId: string | null, source: 'purchase' | 'free' | 'credits', expiresAt: string | null): EntitlementEvent => ({
  type: 'CourseAccessGranted',
  data: { userId: 'u1', courseId, source, orderId, bundleId: null, grantedAt: '2026-02-01T00:00:00.000Z', expiresAt },
});
const deducted = (enrolmentId: string, userId: string, at: string): CostCentreEvent => ({
  type: 'CreditsDeducted',
  data: { costCentreId: 'cc1', orgId: 'org1', enrolmentId, userId, itemId: 'pdpa-essentials', isBundle: false, courseIds: ['pdpa-essentials'], amount: 30, at },
});

describe('purchases as of an instant', () => {
  it('given orders paid, failed then expired, and refunded line by line, when folded, then each with its status, receipt and titles then', () => {
    const history = {
      orders: [
        [
          placed('o2', 'u1', [line('sql', 790)], '2026-03-01T00:00:00.000Z'),
          paid('o2'),
          { type: 'ReceiptIssued', data: { orderId: 'o2', receiptNo: 'KR-2026-000002', at: '2026-02-01T00:00:00.000Z' } },
        ] as OrderEvent[],
        [
          placed('o1', 'u1', [line('git', 690)], '2026-01-01T00:00:00.000Z'),
          { type: 'PaymentFailed', data: { orderId: 'o1', paymentId: 'p', providerEventId: 'x', reason: 'card_declined', at: '2026-01-01T00:01:00.000Z' } },
          { type: 'OrderExpired', data: { orderId: 'o1', at: '2026-01-01T00:30:00.000Z' } },
        ] as OrderEvent[],
        [
          placed('o3', 'u1', [line('seo', 500), line('canva', 400)], '2026-03-02T00:00:00.000Z'),
          paid('o3'),
          { type: 'OrderLineRefunded', data: { orderId: 'o3', itemId: 'seo', amount: 500, reason: '', at: '2026-03-03T00:00:00.000Z' } },
          { type: 'OrderLineRefunded', data: { orderId: 'o3', itemId: 'canva', amount: 400, reason: '', at: '2026-03-03T00:00:00.000Z' } },
        ] as OrderEvent[],
      ],
      costCentres: [],
      entitlements: [],
    };
    const answer = purchasesAsOf('u1', history, asOf, titles);
    expect(answer.orders.map((o) => [o.orderId, o.status, o.total])).toEqual([
      ['o1', 'expired', 690],
      ['o2', 'paid', 790],
      ['o3', 'refunded', 900],
    ]);
    expect(answer.orders[1]).toEqual({
      orderId: 'o2',
      receiptNo: 'KR-2026-000002',
      status: 'paid',
      total: 790,
      placedAt: '2026-03-01T00:00:00.000Z',
      lines: [{ itemId: 'sql', isBundle: false, title: { en: 'Course sql', th: 'คอร์ส sql' }, price: 790 }],
    });
    expect(answer.orders[0]!.receiptNo).toBeNull();
  });

  it('given an order placed but not yet paid by then, when folded, then it is awaiting payment; one not placed by then (no events) is absent', () => {
    const started: OrderEvent[] = [
      placed('o1', 'u1', [line('git', 690)], '2026-03-01T00:00:00.000Z'),
      { type: 'PaymentRequested', data: { orderId: 'o1', paymentId: 'p', amount: 690, payUrl: '/pay/p', at: '2026-03-01T00:00:00.000Z' } },
    ];
    const answer = purchasesAsOf('u1', { orders: [started, []], costCentres: [], entitlements: [] }, asOf, titles);
    expect(answer.orders.map((o) => [o.orderId, o.status])).toEqual([['o1', 'awaiting-payment']]);
  });

  it('given an order of someone else, when folded for this learner, then it is not theirs', () => {
    const answer = purchasesAsOf(
      'u1',
      { orders: [[placed('o9', 'u2', [line('git', 690)], '2026-03-01T00:00:00.000Z')]], costCentres: [], entitlements: [] },
      asOf,
      titles,
    );
    expect(answer.orders).toEqual([]);
  });

  it('given enrolments by credits of this learner and a colleague, one reversed, when folded, then this learner\u2019s, the reversed one marked', () => {
    const ledger: CostCentreEvent[] = [
      {
        type: 'CostCentreOpened',
        data: {
          costCentreId: 'cc1',
          orgId: 'org1',
          code: 'OPS',
          name: 'Operations',
          unlimited: false,
          expiresAt: '2027-01-01T00:00:00.000Z',
          by: 'a',
          at: '2026-01-01T00:00:00.000Z',
        },
      },
      deducted('e2', 'u1', '2026-03-05T00:00:00.000Z'),
      deducted('e1', 'u1', '2026-03-01T00:00:00.000Z'),
      deducted('e3', 'u2', '2026-03-02T00:00:00.000Z'),
      { type: 'CreditsReversed', data: { costCentreId: 'cc1', enrolmentId: 'e2', userId: 'u1', amount: 30, by: 'boss', at: '2026-03-06T00:00:00.000Z' } },
      { type: 'CreditsReversed', data: { costCentreId: 'cc1', enrolmentId: 'e3', userId: 'u2', amount: 30, by: 'boss', at: '2026-03-06T00:00:00.000Z' } },
    ];
    const answer = purchasesAsOf('u1', { orders: [], costCentres: [ledger], entitlements: [] }, asOf, titles);
    const named = {
      costCentreId: 'cc1',
      costCentreName: 'Operations',
      itemId: 'pdpa-essentials',
      isBundle: false,
      title: { en: 'PDPA Essentials', th: 'พื้นฐาน PDPA' },
    };
    expect(answer.enrolments).toEqual([
      { enrolmentId: 'e1', ...named, credits: 30, at: '2026-03-01T00:00:00.000Z', reversed: false },
      { enrolmentId: 'e2', ...named, credits: 30, at: '2026-03-05T00:00:00.000Z', reversed: true },
    ]);
  });

  it('given grants, one withdrawn and one ended by then, when folded at the instant, then the grants held then with source and end', () => {
    const entitlements: EntitlementEvent[] = [
      grant('git', 'o1', 'purchase', '2029-02-01T00:00:00.000Z'),
      grant('sql', 'o2', 'purchase', '2029-02-01T00:00:00.000Z'),
      grant('seo', null, 'free', null),
      grant('pdpa-essentials', 'e1', 'credits', '2026-03-31T00:00:00.000Z'),
      { type: 'CourseAccessRevoked', data: { userId: 'u1', courseId: 'sql', orderId: 'o2', at: '2026-03-01T00:00:00.000Z' } },
    ];
    const answer = purchasesAsOf('u1', { orders: [], costCentres: [], entitlements }, asOf, titles);
    const unnamed = { title: null, receiptNo: null, costCentreName: null };
    expect(answer.entitlements).toEqual([
      { courseId: 'git', ...unnamed, source: 'purchase', orderId: 'o1', grantedAt: '2026-02-01T00:00:00.000Z', expiresAt: '2029-02-01T00:00:00.000Z' },
      { courseId: 'seo', ...unnamed, source: 'free', orderId: null, grantedAt: '2026-02-01T00:00:00.000Z', expiresAt: null },
    ]);
    const earlier = purchasesAsOf('u1', { orders: [], costCentres: [], entitlements }, new Date('2026-03-30T00:00:00.000Z'), titles);
    expect(earlier.entitlements.map((e) => e.courseId)).toEqual(['git', 'pdpa-essentials', 'seo']);
    expect(earlier.asOf).toBe('2026-03-30T00:00:00.000Z');
  });

  it('given a bundle line withdrawn, when folded, then the same course bought alone in that order stays', () => {
    const entitlements: EntitlementEvent[] = [
      { ...grant('git', 'o1', 'purchase', null) },
      {
        type: 'CourseAccessGranted',
        data: { ...(grant('git', 'o1', 'purchase', null).data as object), source: 'bundle', bundleId: 'dev-pack' },
      } as EntitlementEvent,
      { type: 'CourseAccessRevoked', data: { userId: 'u1', courseId: 'git', orderId: 'o1', bundleId: 'dev-pack', at: '2026-03-01T00:00:00.000Z' } },
    ];
    expect(purchasesAsOf('u1', { orders: [], costCentres: [], entitlements }, asOf, titles).entitlements.map((e) => e.source)).toEqual(['purchase']);
  });
});
