import { dateLocaleOf } from '../i18n/date-format';

/** Whole baht in the admin's language ("THB 1,264" in English, "฿1,264" in Thai), never with decimals (spec section 9). */
export const formatBaht = (amount: number, locale: string): string =>
  new Intl.NumberFormat(dateLocaleOf(locale), { style: 'currency', currency: 'THB', maximumFractionDigits: 0, minimumFractionDigits: 0 }).format(amount);
