import { describe, expect, it } from '@jest/globals';
import type { OrderEvent, OrderLine } from '@khru/contracts';
import fc from 'fast-check';
import { DomainError } from '../kernel/errors/domain-error.js';
import { orderDecider, type OrderCommand, type OrderState } from './orders/order.decider.js';
import { voucherDiscount } from './vouchers/voucher-discount.js';

const at = '2026-11-22T10:00:00.000Z';
const line = (itemId: string, price: number): OrderLine => ({ itemId, isBundle: false, titleEn: itemId, titleTh: itemId, price, courseIds: [itemId] });

/** Runs commands through the order decider as the executor would, keeping only what it accepts. */
function run(commands: OrderCommand[]): { state: OrderState; history: OrderEvent[] } {
  let state = orderDecider.initialState();
  const history: OrderEvent[] = [];
  for (const command of commands) {
    const decision = orderDecider.decide(command, state);
    if (decision instanceof DomainError) continue;
    for (const event of decision) {
      history.push(event);
      state = orderDecider.evolve(state, event);
    }
  }
  return { state, history };
}

const paymentIds = fc.constantFrom('p1', 'p2', 'p3', 'free');
const eventIds = fc.constantFrom('e1', 'e2', 'e3', 'e4');
const amounts = fc.constantFrom(0, 1, 500, 990, 1490);

const commandArb = (orderId: string): fc.Arbitrary<OrderCommand> =>
  fc.oneof(
    fc
      .record({ paymentId: paymentIds })
      .map(({ paymentId }): OrderCommand => ({ type: 'RequestPayment', orderId, paymentId, payUrl: `/pay/${paymentId}`, at })),
    fc
      .record({ paymentId: paymentIds, providerEventId: eventIds, amount: amounts, free: fc.boolean() })
      .map(({ paymentId, providerEventId, amount, free }): OrderCommand => ({
        type: 'RecordPaymentSucceeded',
        orderId,
        paymentId,
        providerEventId,
        amount,
        paymentType: free ? 'free' : 'card',
        cardLast4: null,
        at,
      })),
    fc
      .record({ paymentId: paymentIds, providerEventId: eventIds })
      .map(({ paymentId, providerEventId }): OrderCommand => ({ type: 'RecordPaymentFailed', orderId, paymentId, providerEventId, reason: 'declined', at })),
    fc.constant<OrderCommand>({ type: 'IssueReceipt', orderId, receiptNo: 'R', at }),
    fc.constant<OrderCommand>({ type: 'RefundOrder', orderId, userId: 'u1', reason: '', at }),
  );

describe('commerce properties', () => {
  it('an order is paid (and so entitles anything) only after a success for its exact total on a payment it asked for, or when nothing was owed', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom<number>(0, 500, 990), { minLength: 1, maxLength: 3 }),
        fc.array(commandArb('o1'), { maxLength: 25 }),
        (prices, commands) => {
          const lines = prices.map((p, i) => line(`c${i}`, p));
          const total = prices.reduce((s, p) => s + p, 0);
          const place: OrderCommand = {
            type: 'PlaceOrder',
            buyerRole: 'MEMBER',
            orderId: 'o1',
            userId: 'u1',
            lines,
            subtotal: total,
            discount: 0,
            total,
            voucherCode: null,
            placedAt: at,
          };
          const { state, history } = run([place, ...commands]);
          const requested = new Set(history.flatMap((e) => (e.type === 'PaymentRequested' ? [e.data.paymentId] : [])));
          const successes = history.filter((e): e is Extract<OrderEvent, { type: 'PaymentSucceeded' }> => e.type === 'PaymentSucceeded');
          expect(successes.length).toBeLessThanOrEqual(1);
          if (state.status === 'paid') {
            expect(successes).toHaveLength(1);
            const paid = successes[0]!.data;
            expect(paid.amount).toBe(total);
            expect(paid.paymentType === 'free' ? total === 0 : requested.has(paid.paymentId)).toBe(true);
          }
          expect(history.filter((e) => e.type === 'ReceiptIssued').length).toBeLessThanOrEqual(1);
          expect(history.filter((e) => e.type === 'OrderRefunded').length).toBeLessThanOrEqual(1);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('a voucher never takes more than the items cost, so no total is negative', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 50_000 }), { minLength: 1, maxLength: 6 }),
        fc.oneof(
          fc.integer({ min: 1, max: 100 }).map((percent) => ({ kind: 'percent' as const, percent })),
          fc.integer({ min: 1, max: 10_000_000 }).map((amount) => ({ kind: 'fixed' as const, amount })),
        ),
        fc.option(fc.subarray(['c0', 'c1', 'c2', 'c3', 'c4', 'c5', 'zz']), { nil: null }),
        (prices, discount, eligibleItemIds) => {
          const lines = prices.map((price, i) => ({ itemId: `c${i}`, isBundle: false, price, courseIds: [`c${i}`] }));
          const subtotal = prices.reduce((s, p) => s + p, 0);
          const quote = voucherDiscount({ discount, eligibleItemIds }, lines);
          expect(Number.isInteger(quote.discount)).toBe(true);
          expect(quote.discount).toBeGreaterThanOrEqual(0);
          expect(subtotal - quote.discount).toBeGreaterThanOrEqual(0);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('an order whose totals do not add up, or are negative, is never placed', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -100, max: 5000 }), { minLength: 1, maxLength: 4 }),
        fc.integer({ min: -5000, max: 5000 }),
        fc.integer({ min: -100, max: 20000 }),
        (prices, discount, total) => {
          const lines = prices.map((p, i) => line(`c${i}`, p));
          const subtotal = prices.reduce((s, p) => s + p, 0);
          const decision = orderDecider.decide(
            { type: 'PlaceOrder', buyerRole: 'MEMBER', orderId: 'o1', userId: 'u1', lines, subtotal, discount, total, voucherCode: null, placedAt: at },
            orderDecider.initialState(),
          );
          if (!(decision instanceof DomainError)) {
            expect(total).toBe(subtotal - discount);
            expect(total).toBeGreaterThanOrEqual(0);
            expect(prices.every((p) => p >= 0)).toBe(true);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
