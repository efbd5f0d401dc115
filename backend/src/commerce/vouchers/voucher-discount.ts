import type { VoucherData } from '@khru/contracts';
import { isEligibleLine, type CourseCategories, type EligibilityLine, type VoucherScope } from './voucher-eligibility.js';

/**
 * What a voucher takes off priced items, in whole baht: a percentage of the eligible items
 * (rounded down) or a fixed amount, never more than the eligible items cost.
 */
export function voucherDiscount(
  voucher: Pick<VoucherData, 'discount'> & VoucherScope,
  lines: (EligibilityLine & { price: number })[],
  categoriesOf: CourseCategories = new Map(),
): { discount: number; eligibleItemIds: string[] } {
  const eligible = lines.filter((l) => isEligibleLine(voucher, l, categoriesOf));
  const base = eligible.reduce((sum, l) => sum + l.price, 0);
  const discount = voucher.discount.kind === 'percent' ? Math.floor((base * voucher.discount.percent) / 100) : Math.min(voucher.discount.amount, base);
  return { discount, eligibleItemIds: eligible.map((l) => l.itemId) };
}
