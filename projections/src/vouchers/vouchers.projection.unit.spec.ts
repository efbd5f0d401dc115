import { describe, expect, it } from '@jest/globals';
import type { VoucherData, VoucherEvent } from '@khru/contracts';
import { foldDocument } from '../testing/fold-document.js';
import { recorded } from '../testing/recorded.js';
import { documentBeforeAndAfterReplay } from '../testing/replay.js';
import { evolveVoucher, vouchersProjection } from './vouchers.projection.js';

const data: VoucherData = {
  code: 'NEWYEAR',
  discount: { kind: 'percent', percent: 20 },
  validFrom: '2026-11-01T00:00:00.000Z',
  validUntil: '2026-12-01T00:00:00.000Z',
  usageLimit: 100,
  perUserLimit: 1,
  eligibleItemIds: null,
  eligibleCategoryIds: null,
};
const at = '2026-11-22T10:00:00.000Z';
const created: VoucherEvent = { type: 'VoucherCreated', data };
const redeemed = (orderId: string): VoucherEvent => ({ type: 'VoucherRedeemed', data: { code: 'NEWYEAR', orderId, userId: 'u1', at } });
const released = (orderId: string): VoucherEvent => ({ type: 'VoucherRedemptionReleased', data: { code: 'NEWYEAR', orderId, at } });
const deactivated: VoucherEvent = { type: 'VoucherDeactivated', data: { code: 'NEWYEAR', at } };

describe('vouchers projection', () => {
  it('given a created voucher, then it is listed active with no uses, since its creation, with no category limit', () => {
    expect(foldDocument(evolveVoucher, [created], (e) => recorded(e, { occurredAt: '2026-10-30T08:00:00.000Z' }))).toEqual({
      _id: 'NEWYEAR',
      ...data,
      eligibleCategoryIds: null,
      uses: 0,
      active: true,
      deactivatedAt: null,
      createdAt: '2026-10-30T08:00:00.000Z',
    });
  });

  it('given uses taken and given back, then uses now counts redeemed minus released', () => {
    expect(
      foldDocument(evolveVoucher, [created, redeemed('o1'), redeemed('o2'), redeemed('o3'), released('o2')], (e) =>
        recorded(e, { occurredAt: '2026-10-30T08:00:00.000Z' }),
      )?.uses,
    ).toBe(2);
  });

  it('given it was deactivated, then inactive since then, its uses kept', () => {
    expect(foldDocument(evolveVoucher, [created, redeemed('o1'), deactivated], (e) => recorded(e, { occurredAt: '2026-10-30T08:00:00.000Z' }))).toMatchObject({
      active: false,
      deactivatedAt: at,
      uses: 1,
    });
  });

  it('keys the document by the upper-case code', () => {
    expect(vouchersProjection.documentId(recorded({ ...redeemed('o1'), data: { code: 'newyear', orderId: 'o1', userId: 'u1', at } }))).toBe('NEWYEAR');
  });

  it('applied twice gives the same document', async () => {
    const events = [created, redeemed('o1'), redeemed('o2'), released('o1'), deactivated].map((e) => recorded(e));
    const { once, twice } = await documentBeforeAndAfterReplay(vouchersProjection, events, 'NEWYEAR');
    expect(once).toMatchObject({ uses: 1, active: false });
    expect(twice).toEqual(once);
  });
});
