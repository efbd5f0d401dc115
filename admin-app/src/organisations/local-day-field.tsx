import { DateField, useLocaleState, type DateFieldProps } from 'react-admin';
import { dateLocaleOf } from '../i18n/date-format';

const DAY_OPTIONS: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeZone: 'Asia/Bangkok' };

/** A day (a contract's or licence's start or end) in the admin's language, in Bangkok time. */
export function LocalDayField(props: Omit<DateFieldProps, 'locales' | 'options' | 'showTime' | 'showDate'>) {
  const [locale] = useLocaleState();
  return <DateField {...props} locales={dateLocaleOf(locale)} options={DAY_OPTIONS} />;
}

export const formatDay = (iso: string, locale: string): string => new Intl.DateTimeFormat(dateLocaleOf(locale), DAY_OPTIONS).format(new Date(iso));
