import { REPORT_TIME_ZONE } from '@khru/contracts';
import { dateLocaleOf } from '../i18n/date-format';

/** A report month (`YYYY-MM`) as the admin reads it: "May 2026", or "พ.ค. 2569" in Thai (Buddhist era). */
export function formatMonth(month: string, locale: string): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(dateLocaleOf(locale), { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(year, index - 1, 1));
}

/** An instant's Bangkok day: "31 May 2026", or "31 พ.ค. 2569"; a dash when there is none. */
export function formatDay(instant: string | null, locale: string): string {
  if (!instant) return '—';
  return new Intl.DateTimeFormat(dateLocaleOf(locale), { dateStyle: 'medium', timeZone: REPORT_TIME_ZONE }).format(new Date(instant));
}

/** A count in the admin's digits and grouping. */
export const formatCount = (count: number, locale: string): string => count.toLocaleString(dateLocaleOf(locale));

/** Seconds of learning as hours, to one decimal. */
export const formatHours = (seconds: number, locale: string): string =>
  (seconds / 3600).toLocaleString(dateLocaleOf(locale), { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** Hours for a chart's axis and tooltip: a number, not a text. */
export const hoursOf = (seconds: number): number => Math.round(seconds / 360) / 10;
