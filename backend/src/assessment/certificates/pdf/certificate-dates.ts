const format = (locale: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'Asia/Bangkok' });
const english = format('en-GB');
const thai = format('th-TH');

/** The day of issue in Bangkok, in English (24 November 2026) and in Thai with the Buddhist era (24 พฤศจิกายน 2569). */
export function certificateDates(iso: string): { en: string; th: string } {
  const date = new Date(iso);
  return { en: english.format(date), th: thai.format(date) };
}
