import { describe, expect, it } from 'vitest';
import { FAILED, PAID, PARTLY_REFUNDED, TOO_LATE } from './order-fixtures';
import { lineRefundBlock, orderRefundableUntil, orderRefundBlock } from './refund-block';

const MEMBERSHIP = { ...PAID.lines[0]!, itemId: 'membership-2026', kind: 'membership' as const, courseIds: [], refundableNow: null };

describe('why a refund is not offered', () => {
  it('offers a paid line and order still in their window', () => {
    expect(lineRefundBlock(PAID, PAID.lines[0]!)).toBeNull();
    expect(orderRefundBlock(PAID)).toBeNull();
  });

  it('says a refunded line is refunded while the rest of the order stays refundable', () => {
    expect(lineRefundBlock(PARTLY_REFUNDED, PARTLY_REFUNDED.lines[0]!)).toBe('refunded');
    expect(lineRefundBlock(PARTLY_REFUNDED, PARTLY_REFUNDED.lines[1]!)).toBeNull();
    expect(orderRefundBlock(PARTLY_REFUNDED)).toBeNull();
  });

  it('says a membership is never refunded, for the line and the order holding it', () => {
    const order = { ...PAID, lines: [PAID.lines[0]!, MEMBERSHIP], orderRefundableNow: null };
    expect(lineRefundBlock(order, MEMBERSHIP)).toBe('membership');
    expect(orderRefundBlock(order)).toBe('membership');
  });

  it('says the window has passed, and when it closed', () => {
    expect(lineRefundBlock(TOO_LATE, TOO_LATE.lines[0]!)).toBe('windowPassed');
    expect(orderRefundBlock(TOO_LATE)).toBe('windowPassed');
    expect(orderRefundableUntil(TOO_LATE)).toBe('2026-06-08T03:00:00.000Z');
  });

  it('offers nothing on an order that was never paid, or refunded as a whole', () => {
    expect(orderRefundBlock(FAILED)).toBe('notPaid');
    expect(lineRefundBlock(FAILED, FAILED.lines[0]!)).toBe('notPaid');
    expect(orderRefundBlock({ ...PAID, status: 'refunded' })).toBe('refunded');
  });

  it('takes the earliest end of the lines not refunded yet', () => {
    const order = { lines: [{ ...PAID.lines[0]!, refundableUntil: '2026-05-01T00:00:00.000Z', refunded: { itemId: 'x', amount: 1, at: '' } }, PAID.lines[1]!] };
    expect(orderRefundableUntil(order)).toBe('2026-06-08T03:00:00.000Z');
  });
});
