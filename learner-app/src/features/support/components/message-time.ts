import type { Locale } from '@khru/contracts';
import { formatDateTime, intlLocale } from '../../../lib/format';

/** Today's messages show the time in the reader's clock; older ones the day as the app writes dates (Buddhist era in Thai). */
export function messageTime(iso: string, locale: Locale, now = new Date()): string {
  const at = new Date(iso);
  if (at.toDateString() === now.toDateString()) return new Intl.DateTimeFormat(intlLocale(locale), { timeStyle: 'short' }).format(at);
  return formatDateTime(iso, locale);
}
