import { DEFAULT_SUPPORT_HOURS, type SupportHours } from '@khru/contracts';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../lib/format';
import { useLocaleStore } from '../stores/locale-store';

/** 1 January 2024 was a Monday: ISO weekday d falls on the d-th of that month. */
const weekday = (day: number, locale: string) => new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, day)));

/** "Monday–Friday" for a run of days, else each day named. */
function dayNames({ days }: SupportHours, locale: string): string {
  const run = days.every((day, i) => i === 0 || day === (days[i - 1] ?? 0) + 1);
  const first = days[0];
  const last = days[days.length - 1];
  if (run && first !== undefined && last !== undefined && first !== last) return `${weekday(first, locale)}–${weekday(last, locale)}`;
  return days.map((day) => weekday(day, locale)).join(', ');
}

/**
 * The hours the live chat answers, from the same constant the support service defaults to, so the footer and the
 * contact page cannot drift from the chat.
 */
export function SupportHoursText() {
  const { t } = useTranslation();
  const locale = intlLocale(useLocaleStore((s) => s.locale));
  const hours = DEFAULT_SUPPORT_HOURS;
  return <p>{t('footer.hours', { days: dayNames(hours, locale), from: hours.from, to: hours.to })}</p>;
}
