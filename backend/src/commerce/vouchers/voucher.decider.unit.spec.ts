import { describe, expect, it } from '@jest/globals';
import type { VoucherData, VoucherEvent } from '@khru/contracts';
import { deciderSpec } from '../../kernel/commands/decider-spec.js';
import { foldEvents } from '../../kernel/commands/decider.js';
import { voucherDecider, voucherRefusal } from './voucher.decider.js';
import { voucherDiscount } from './voucher-discount.js';

const voucher: VoucherData = {
  code: 'NEWYEAR',
  discount: { kind: 'percent', percent: 20 },
  validFrom: '2026-11-01T00:00:00.000Z',
  validUntil: '2026-12-01T00:00:00.000Z',
  usageLimit: 2,
  perUserLimit: 1,
  eligibleItemIds: null,
  eligibleCategoryIds: null,
};
const created: VoucherEvent = { type: 'VoucherCreated', data: voucher };
const at = '2026-11-22T10:00:00.000Z';
const redeemed = (orderId: string, userId: string): VoucherEvent => ({ type: 'VoucherRedeemed', data: { code: 'NEWYEAR', orderId, userId, at } });
const given = deciderSpec(voucherDecider);

describe('voucher decider', () => {
  it('given nothing, when created with sane limits, then created; a bad one names its fields', () => {
    given([])
      .when({ type: 'CreateVoucher', ...voucher })
      .then([created]);
    given([])
      .when({ type: 'CreateVoucher', ...voucher, discount: { kind: 'percent', percent: 150 }, validUntil: voucher.validFrom, perUserLimit: 5 })
      .thenThrows('BAD_REQUEST', [
        { field: 'discount', code: 'IS_INT' },
        { field: 'validUntil', code: 'BAD_REQUEST' },
        { field: 'perUserLimit', code: 'IS_INT' },
      ]);
  });

  it('given a voucher, when redeemed for an order, then recorded; for the same order again, nothing more', () => {
    given([created])
      .when({ type: 'RedeemVoucher', code: 'NEWYEAR', orderId: 'o1', userId: 'u1', at })
      .then([redeemed('o1', 'u1')]);
    given([created, redeemed('o1', 'u1')])
      .when({ type: 'RedeemVoucher', code: 'NEWYEAR', orderId: 'o1', userId: 'u1', at })
      .thenNothing();
  });

  it.each([
    ['no voucher', [], 'u3', at, 'voucherUnknown'],
    ['before its window', [created], 'u3', '2026-10-31T23:59:59.000Z', 'voucherNotValidNow'],
    ['at its end', [created], 'u3', voucher.validUntil, 'voucherNotValidNow'],
    ['every use taken', [created, redeemed('o1', 'u1'), redeemed('o2', 'u2')], 'u3', at, 'voucherUsedUp'],
    ['this learner\u2019s uses taken', [created, redeemed('o1', 'u3')], 'u3', at, 'voucherUsedUp'],
  ] as const)(
    'given %s, when an order redeems it, then the refusal is recorded for the order (%s); checkout\u2019s pre-check refuses it',
    (_name, history, userId, time, reason) => {
      given([...history])
        .when({ type: 'RedeemVoucher', code: 'NEWYEAR', orderId: 'o9', userId, at: time })
        .then([{ type: 'VoucherRedemptionRefused', data: { code: 'NEWYEAR', orderId: 'o9', userId, reason, at: time } }]);
      const refusal = voucherRefusal(foldEvents(voucherDecider, [...history]), userId, time);
      expect({ code: refusal?.code, fields: refusal?.fields }).toEqual({
        code: 'BAD_REQUEST',
        fields: [{ field: 'voucherCode', code: 'BAD_REQUEST', rule: reason }],
      });
    },
  );

  it('given a refused redemption, when another order redeems, then the refusal took no use', () => {
    const refused: VoucherEvent = { type: 'VoucherRedemptionRefused', data: { code: 'NEWYEAR', orderId: 'o9', userId: 'u3', reason: 'voucherUsedUp', at } };
    given([created, redeemed('o1', 'u1'), refused])
      .when({ type: 'RedeemVoucher', code: 'NEWYEAR', orderId: 'o2', userId: 'u2', at })
      .then([redeemed('o2', 'u2')]);
  });

  it('given a use whose order was not paid, when released, then the use is free again', () => {
    const history = [created, redeemed('o1', 'u1'), redeemed('o2', 'u2')];
    const released: VoucherEvent = { type: 'VoucherRedemptionReleased', data: { code: 'NEWYEAR', orderId: 'o2', at } };
    given(history).when({ type: 'ReleaseVoucher', code: 'NEWYEAR', orderId: 'o2', at }).then([released]);
    given([...history, released])
      .when({ type: 'ReleaseVoucher', code: 'NEWYEAR', orderId: 'o2', at })
      .thenNothing();
    given([...history, released])
      .when({ type: 'RedeemVoucher', code: 'NEWYEAR', orderId: 'o3', userId: 'u3', at })
      .then([{ ...redeemed('o3', 'u3') }]);
  });
});

describe('voucher deactivation', () => {
  const deactivated: VoucherEvent = { type: 'VoucherDeactivated', data: { code: 'NEWYEAR', at } };
  const deactivate = { type: 'DeactivateVoucher' as const, code: 'NEWYEAR', at };

  it('given a voucher, when deactivated, then deactivated; when deactivated again, then nothing happens', () => {
    given([created]).when(deactivate).then([deactivated]);
    given([created, deactivated]).when(deactivate).thenNothing();
  });

  it('given no voucher, when deactivated, then NOT_FOUND', () => {
    given([]).when(deactivate).thenThrows('NOT_FOUND', []);
  });

  it('given a deactivated voucher, when a new order redeems it, then the refusal is recorded (voucherInactive)', () => {
    given([created, deactivated])
      .when({ type: 'RedeemVoucher', code: 'NEWYEAR', orderId: 'o9', userId: 'u3', at })
      .then([{ type: 'VoucherRedemptionRefused', data: { code: 'NEWYEAR', orderId: 'o9', userId: 'u3', reason: 'voucherInactive', at } }]);
  });

  it('given a use taken before deactivation, when its order redeems again or releases it, then the use stays or is given back as before', () => {
    const history = [created, redeemed('o1', 'u1'), deactivated];
    given(history).when({ type: 'RedeemVoucher', code: 'NEWYEAR', orderId: 'o1', userId: 'u1', at }).thenNothing();
    given(history)
      .when({ type: 'ReleaseVoucher', code: 'NEWYEAR', orderId: 'o1', at })
      .then([{ type: 'VoucherRedemptionReleased', data: { code: 'NEWYEAR', orderId: 'o1', at } }]);
  });
});

describe('voucher discount', () => {
  const lines = [
    { itemId: 'a', isBundle: false, price: 990, courseIds: ['a'] },
    { itemId: 'b', isBundle: true, price: 1390, courseIds: ['x', 'y'] },
  ];
  it('takes a percentage of the eligible items, rounded down to whole baht', () => {
    expect(voucherDiscount({ discount: { kind: 'percent', percent: 15 }, eligibleItemIds: null }, lines)).toEqual({
      discount: 357,
      eligibleItemIds: ['a', 'b'],
    });
    expect(voucherDiscount({ discount: { kind: 'percent', percent: 15 }, eligibleItemIds: ['a'] }, lines)).toEqual({ discount: 148, eligibleItemIds: ['a'] });
  });
  it('takes a fixed amount, never more than the eligible items cost', () => {
    expect(voucherDiscount({ discount: { kind: 'fixed', amount: 500 }, eligibleItemIds: ['a'] }, lines).discount).toBe(500);
    expect(voucherDiscount({ discount: { kind: 'fixed', amount: 5000 }, eligibleItemIds: ['a'] }, lines).discount).toBe(990);
    expect(voucherDiscount({ discount: { kind: 'fixed', amount: 500 }, eligibleItemIds: ['zz'] }, lines)).toEqual({ discount: 0, eligibleItemIds: [] });
  });
});

describe('voucher eligibility by category', () => {
  const categoriesOf = new Map([
    ['py', ['programming', 'python']],
    ['sql', ['data', 'databases']],
    ['viz', ['data']],
  ]);
  const course = (id: string, price: number) => ({ itemId: id, isBundle: false, price, courseIds: [id] });
  const bundle = (id: string, courseIds: string[], price: number) => ({ itemId: id, isBundle: true, price, courseIds });
  const tenPercent = { kind: 'percent' as const, percent: 10 };

  it('applies to the courses of a named category or sub-category, and to nothing else', () => {
    const lines = [course('py', 1000), course('sql', 500)];
    expect(voucherDiscount({ discount: tenPercent, eligibleItemIds: null, eligibleCategoryIds: ['data'] }, lines, categoriesOf)).toEqual({
      discount: 50,
      eligibleItemIds: ['sql'],
    });
    expect(voucherDiscount({ discount: tenPercent, eligibleItemIds: null, eligibleCategoryIds: ['python'] }, lines, categoriesOf).eligibleItemIds).toEqual([
      'py',
    ]);
  });

  it('applies to a bundle only when every course in it is in the categories', () => {
    const lines = [bundle('data-path', ['sql', 'viz'], 2000), bundle('mixed', ['sql', 'py'], 3000), bundle('empty', [], 100)];
    expect(voucherDiscount({ discount: tenPercent, eligibleItemIds: null, eligibleCategoryIds: ['data'] }, lines, categoriesOf)).toEqual({
      discount: 200,
      eligibleItemIds: ['data-path'],
    });
  });

  it('adds the named items to the categories; with neither, applies to everything', () => {
    const lines = [course('py', 1000), course('sql', 500), course('other', 300)];
    expect(voucherDiscount({ discount: tenPercent, eligibleItemIds: ['other'], eligibleCategoryIds: ['data'] }, lines, categoriesOf).eligibleItemIds).toEqual([
      'sql',
      'other',
    ]);
    expect(voucherDiscount({ discount: tenPercent, eligibleItemIds: null, eligibleCategoryIds: [] }, lines, categoriesOf).eligibleItemIds).toEqual([
      'py',
      'sql',
      'other',
    ]);
  });
});
