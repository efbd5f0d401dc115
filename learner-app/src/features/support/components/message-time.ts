import type { Locale } from '@khru/contracts';
import { formatDate, formatDateTime, intlLocale } from '../../../lib/format';

/** Today's messages show the time only, older ones the day too; both in Bangkok time, as the app writes every date. */
export function messageTime(iso: string, locale: Locale, now = new Date()): string {
  if (formatDate(iso, locale) !== formatDate(now.toISOString(), locale)) return formatDateTime(iso, locale);
  return new Intl.DateTimeFormat(intlLocale(locale), { timeStyle: 'short', timeZone: 'Asia/Bangkok' }).format(new Date(iso));
}
