import type { Locale } from './locale.js';

/** Content written in both languages; either may be missing in authored data. */
export interface LocalizedText {
  en: string;
  th: string;
}

/** Content field for the locale, falling back to the other language when one is empty. */
export function pickLocalized(text: Partial<LocalizedText>, locale: Locale): string {
  const other: Locale = locale === 'en' ? 'th' : 'en';
  return text[locale] || text[other] || '';
}

/** Both languages of a stored text; a document written before the text was required reads as empty. */
export function storedText(text: Partial<LocalizedText> | null | undefined): LocalizedText {
  return { en: text?.en ?? '', th: text?.th ?? '' };
}
