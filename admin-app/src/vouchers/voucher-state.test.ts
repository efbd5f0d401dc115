import { describe, expect, it } from 'vitest';
import { discountText, voucherState } from './voucher-state';

const voucher = { active: true, validFrom: '2026-01-01T00:00:00.000Z', validUntil: '2026-02-01T00:00:00.000Z', uses: 3, usageLimit: 10 };
const inJanuary = new Date('2026-01-15T00:00:00.000Z');

describe('a voucher state', () => {
  it('is active inside its window with uses left', () => {
    expect(voucherState(voucher, inJanuary)).toBe('active');
  });

  it('is not yet valid before its window opens and expired once it has closed', () => {
    expect(voucherState(voucher, new Date('2025-12-31T23:59:59.000Z'))).toBe('notYetValid');
    expect(voucherState(voucher, new Date('2026-02-01T00:00:00.000Z'))).toBe('expired');
  });

  it('is used up when every use allowed is held', () => {
    expect(voucherState({ ...voucher, uses: 10 }, inJanuary)).toBe('usedUp');
  });

  it('is deactivated whatever its window says', () => {
    expect(voucherState({ ...voucher, active: false }, inJanuary)).toBe('deactivated');
    expect(voucherState({ ...voucher, active: false }, new Date('2027-01-01T00:00:00.000Z'))).toBe('deactivated');
  });
});

describe('a voucher discount', () => {
  it('reads as a percentage or as whole baht in the admin language', () => {
    expect(discountText({ discount: { kind: 'percent', percent: 15 } }, 'en')).toBe('15%');
    expect(discountText({ discount: { kind: 'fixed', amount: 1500 } }, 'en')).toMatch(/^THB\s1,500$/);
    expect(discountText({ discount: { kind: 'fixed', amount: 1500 } }, 'th')).toMatch(/฿\s?1,500/);
  });
});
