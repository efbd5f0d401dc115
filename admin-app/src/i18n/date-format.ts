/** Dates as the learner app writes them: en-GB in English, th-TH (Buddhist era) in Thai, always Bangkok time. */
export const dateLocaleOf = (locale: string): string => (locale === 'th' ? 'th-TH' : 'en-GB');

export const DATE_TIME_OPTIONS: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Bangkok' };

export const formatDateTime = (iso: string, locale: string): string => new Intl.DateTimeFormat(dateLocaleOf(locale), DATE_TIME_OPTIONS).format(new Date(iso));
