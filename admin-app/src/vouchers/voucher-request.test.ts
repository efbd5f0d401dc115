import { describe, expect, it } from 'vitest';
import { voucherRequest } from './voucher-request';

const base = { code: ' spring-25 ', validFrom: '2026-03-01T00:00:00.000Z', validUntil: '2026-04-01T00:00:00.000Z', usageLimit: 100, perUserLimit: 1 };

describe('the request a new voucher sends', () => {
  it('sends a percentage only for a percent voucher, with its code in capitals', () => {
    expect(voucherRequest({ ...base, discount: { kind: 'percent', percent: 25, amount: 300 } })).toEqual({
      ...base,
      code: 'SPRING-25',
      discount: { kind: 'percent', percent: 25 },
    });
  });

  it('sends an amount only for a fixed voucher', () => {
    expect(voucherRequest({ ...base, discount: { kind: 'fixed', percent: 25, amount: 300 } }).discount).toEqual({ kind: 'fixed', amount: 300 });
  });

  it('puts the chosen courses and bundles in one list and keeps the categories apart', () => {
    const request = voucherRequest({
      ...base,
      discount: { kind: 'percent', percent: 10 },
      eligibleCourseIds: ['excel-basics'],
      eligibleBundleIds: ['office-pack'],
      eligibleCategoryIds: ['business'],
    });
    expect(request.eligibleItemIds).toEqual(['excel-basics', 'office-pack']);
    expect(request.eligibleCategoryIds).toEqual(['business']);
  });

  it('leaves out the item and category lists when none was chosen (the voucher applies to everything)', () => {
    const request = voucherRequest({ ...base, discount: { kind: 'percent', percent: 10 }, eligibleCourseIds: [], eligibleCategoryIds: [] });
    expect(request).not.toHaveProperty('eligibleItemIds');
    expect(request).not.toHaveProperty('eligibleCategoryIds');
  });
});
