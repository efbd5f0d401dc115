import type { VoucherResponse } from '@khru/contracts';
import { formatBaht } from '../fields/baht';
import { dateLocaleOf } from '../i18n/date-format';

export type VoucherState = 'active' | 'deactivated' | 'expired' | 'notYetValid' | 'usedUp';

/** Where a voucher stands at `now`: deactivated first, then its window, then whether uses are left. */
export function voucherState(voucher: Pick<VoucherResponse, 'active' | 'validFrom' | 'validUntil' | 'uses' | 'usageLimit'>, now: Date): VoucherState {
  if (!voucher.active) return 'deactivated';
  if (Date.parse(voucher.validUntil) <= now.getTime()) return 'expired';
  if (Date.parse(voucher.validFrom) > now.getTime()) return 'notYetValid';
  return voucher.uses >= voucher.usageLimit ? 'usedUp' : 'active';
}

/** A voucher's discount as the admin reads it: `15%` or an amount in baht. */
export function discountText(voucher: Pick<VoucherResponse, 'discount'>, locale: string): string {
  const format = new Intl.NumberFormat(dateLocaleOf(locale), { maximumFractionDigits: 0 });
  return voucher.discount.kind === 'percent' ? `${format.format(voucher.discount.percent)}%` : formatBaht(voucher.discount.amount, locale);
}
