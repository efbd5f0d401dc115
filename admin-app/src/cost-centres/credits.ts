import { dateLocaleOf } from '../i18n/date-format';

/** Credits are whole numbers, grouped as the admin's language writes them. */
export const formatCredits = (credits: number, locale: string): string => new Intl.NumberFormat(dateLocaleOf(locale)).format(credits);
