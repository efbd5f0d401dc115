import { DateField, useLocaleState, type DateFieldProps } from 'react-admin';
import { DATE_TIME_OPTIONS, dateLocaleOf } from '../i18n/date-format';

/** A date and time in the admin's language and Bangkok time (react-admin's default follows the browser, in US order). */
export function LocalDateField(props: Omit<DateFieldProps, 'locales' | 'options' | 'showTime' | 'showDate'>) {
  const [locale] = useLocaleState();
  return <DateField {...props} showTime locales={dateLocaleOf(locale)} options={DATE_TIME_OPTIONS} />;
}
