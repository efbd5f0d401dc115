import type { Locale } from '@khru/contracts';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** How long ago a notification came, as people say it ("5 minutes ago", "5 นาทีที่ผ่านมา"); under a minute is "now". */
export function relativeTime(iso: string, locale: Locale, now: Date): string {
  const format = new Intl.RelativeTimeFormat(locale === 'th' ? 'th-TH' : 'en-GB', { numeric: 'auto' });
  const seconds = Math.max(0, Math.round((now.getTime() - new Date(iso).getTime()) / 1000));
  const unit = UNITS.find(([, size]) => seconds >= size);
  return unit ? format.format(-Math.floor(seconds / unit[1]), unit[0]) : format.format(0, 'second');
}
