import { describe, expect, it } from '@jest/globals';
import type { OrderLine } from '@khru/contracts';
import { lineRefund, orderLineRefund, orderRefund, orderRefundableUntil } from './refund-policy.js';

const paidAt = '2026-11-22T10:00:00.000Z';
const online: OrderLine = { itemId: 'git', isBundle: false, titleEn: 'Git', titleTh: 'Git', price: 690, courseIds: ['git'] };
const training: OrderLine = {
  itemId: 'workshop',
  isBundle: false,
  titleEn: 'W',
  titleTh: 'W',
  price: 4900,
  courseIds: ['workshop'],
  trainingStartsAt: '2027-01-31T02:00:00.000Z',
};
const at = (iso: string) => new Date(iso);

describe('refund policy (spec section 9)', () => {
  it('refunds an online course in full within 7 days of payment, then not at all', () => {
    expect(lineRefund(online, paidAt, at('2026-11-29T10:00:00.000Z'))).toBe(690);
    expect(lineRefund(online, paidAt, at('2026-11-29T10:00:01.000Z'))).toBeNull();
  });

  it('refunds public training in full 15 days or more before it starts, half from 14 days, nothing once started', () => {
    expect(lineRefund(training, paidAt, at('2027-01-16T02:00:00.000Z'))).toBe(4900);
    expect(lineRefund(training, paidAt, at('2027-01-17T02:00:01.000Z'))).toBe(2450);
    expect(lineRefund(training, paidAt, at('2027-01-31T01:59:59.000Z'))).toBe(2450);
    expect(lineRefund(training, paidAt, at('2027-01-31T02:00:01.000Z'))).toBeNull();
  });

  it('never refunds a membership year (cancelling keeps access to its end instead)', () => {
    const year: OrderLine = { itemId: 'membership-yearly', isBundle: false, titleEn: 'M', titleTh: 'M', price: 2990, courseIds: [], kind: 'membership' };
    expect(lineRefund(year, paidAt, at('2026-11-22T10:00:01.000Z'))).toBeNull();
    expect(orderRefund([year], 2990, 2990, paidAt, at('2026-11-22T10:00:01.000Z'))).toBeNull();
  });

  it('refunds an order only while every line can be, sharing out a voucher\u2019s discount', () => {
    expect(orderRefund([online, training], 5590, 4472, paidAt, at('2026-11-23T00:00:00.000Z'))).toBe(4472);
    expect(orderRefund([online, training], 5590, 5590, paidAt, at('2026-12-10T00:00:00.000Z'))).toBeNull();
    expect(orderRefund([training], 4900, 3920, paidAt, at('2027-01-20T00:00:00.000Z'))).toBe(1960);
    expect(orderRefundableUntil([online, training], paidAt)).toBe('2026-11-29T10:00:00.000Z');
  });

  it('refunds one line by its share of what was paid, never more than what is left of the total', () => {
    expect(orderLineRefund(online, 5590, 4472, 0, paidAt, at('2026-11-23T00:00:00.000Z'))).toBe(552);
    expect(orderLineRefund(training, 5590, 4472, 4000, paidAt, at('2026-11-23T00:00:00.000Z'))).toBe(472);
    expect(orderLineRefund(online, 5590, 4472, 0, paidAt, at('2026-12-10T00:00:00.000Z'))).toBeNull();
  });
});
