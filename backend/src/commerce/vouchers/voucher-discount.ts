import type { ItemRef, VoucherData } from '@khru/contracts';

/**
 * What a voucher takes off priced items, in whole baht: a percentage of the eligible items
 * (rounded down) or a fixed amount, never more than the eligible items cost.
 */
export function voucherDiscount(
  voucher: Pick<VoucherData, 'discount' | 'eligibleItemIds'>,
  lines: (ItemRef & { price: number })[],
): { discount: number; eligibleItemIds: string[] } {
  const eligible = lines.filter((l) => voucher.eligibleItemIds === null || voucher.eligibleItemIds.includes(l.itemId));
  const base = eligible.reduce((sum, l) => sum + l.price, 0);
  const discount = voucher.discount.kind === 'percent' ? Math.floor((base * voucher.discount.percent) / 100) : Math.min(voucher.discount.amount, base);
  return { discount, eligibleItemIds: eligible.map((l) => l.itemId) };
}
