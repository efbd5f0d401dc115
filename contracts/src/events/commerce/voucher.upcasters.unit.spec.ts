import { describe, expect, it } from '@jest/globals';
import { EVENT_VERSIONS } from '../event-versions.js';
import type { VoucherData } from './voucher.events.js';

const voucher: Omit<VoucherData, 'eligibleCategoryIds'> = {
  code: 'NEWYEAR',
  discount: { kind: 'percent', percent: 20 },
  validFrom: '2026-11-01T00:00:00.000Z',
  validUntil: '2026-12-01T00:00:00.000Z',
  usageLimit: 100,
  perUserLimit: 1,
  eligibleItemIds: ['excel'],
};

describe('voucher upcasters', () => {
  it('given a voucher of version 1, from before categories, then it is limited to no category', () => {
    expect(EVENT_VERSIONS.upcast('VoucherCreated', voucher)).toEqual({ data: { ...voucher, eligibleCategoryIds: null }, version: 2 });
  });

  it('given one naming categories, written before versions were recorded, then its categories stay', () => {
    const current = { ...voucher, eligibleCategoryIds: ['business'] };
    expect(EVENT_VERSIONS.upcast('VoucherCreated', current)).toEqual({ data: current, version: 2 });
    expect(EVENT_VERSIONS.upcast('VoucherCreated', current, 2)).toBeNull();
  });

  it('leaves the uses of a voucher as they are', () => {
    expect(EVENT_VERSIONS.upcast('VoucherRedeemed', { code: 'NEWYEAR', orderId: 'o1', userId: 'u1', at: '2026-11-02T00:00:00.000Z' })).toBeNull();
  });
});
