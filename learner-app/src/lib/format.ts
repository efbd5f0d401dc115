import { CURRENCY, type Locale } from '@khru/contracts';

/** The Intl locale tag of an app language (Thai dates in the Buddhist calendar come with it). */
export const intlLocale = (locale: Locale): string => (locale === 'th' ? 'th-TH' : 'en-GB');

/**
 * Whole baht, no decimals (spec section 9), in one style per language: "THB 790" in English, "฿790" in
 * Thai. Texts that name an amount themselves (filter labels, shelf titles) follow the same style.
 */
export function formatPrice(price: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale(locale), {
    style: 'currency',
    currency: CURRENCY,
    currencyDisplay: locale === 'th' ? 'narrowSymbol' : 'code',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  }).format(price);
}

/** A length in minutes and seconds (m:ss), or hours and minutes past an hour. */
export function formatDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}` : `${m}:${String(s).padStart(2, '0')}`;
}

/** A course's whole length as people say it: the i18n key and the minutes (rounded) and hours it reads with. */
export function courseLength(seconds: number): { key: 'catalogue.length.minutes' | 'catalogue.length.hoursMinutes'; h: number; m: number } {
  const minutes = Math.max(1, Math.round(seconds / 60));
  const h = Math.floor(minutes / 60);
  return h > 0 ? { key: 'catalogue.length.hoursMinutes', h, m: minutes % 60 } : { key: 'catalogue.length.minutes', h: 0, m: minutes };
}

/** Content chosen by locale, falling back to the other language when one is missing. */
export function byLocale(locale: Locale, en: string | null | undefined, th: string | null | undefined): string {
  return (locale === 'th' ? th || en : en || th) ?? '';
}

/** A day in the reader's language; Thai dates use the Buddhist calendar, always in Bangkok time. */
export function formatDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeZone: 'Asia/Bangkok' }).format(new Date(iso));
}

/** A moment (a test's retry, an attempt's end) in the reader's language: the day as formatDate has it and the Bangkok time. */
export function formatDateTime(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Bangkok' }).format(new Date(iso));
}

/** Time studied as people say it (the learning hours of the profile and the public profile): the i18n key, whole hours and the minutes past them. */
export function learningTime(seconds: number): { key: 'learningTime.minutes' | 'learningTime.hoursMinutes'; h: number; m: number } {
  const minutes = Math.floor(seconds / 60);
  const h = Math.floor(minutes / 60);
  return { key: h > 0 ? 'learningTime.hoursMinutes' : 'learningTime.minutes', h, m: minutes % 60 };
}
