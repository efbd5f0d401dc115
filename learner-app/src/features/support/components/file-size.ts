import type { Locale } from '@khru/contracts';
import { intlLocale } from '../../../lib/format';

/** A file's size as people read it: kB under a megabyte, else MB with one decimal. */
export function fileSize(bytes: number, locale: Locale): string {
  const mb = bytes >= 1024 * 1024;
  return new Intl.NumberFormat(intlLocale(locale), {
    style: 'unit',
    unit: mb ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: mb ? 1 : 0,
  }).format(mb ? bytes / (1024 * 1024) : Math.max(1, bytes / 1024));
}
