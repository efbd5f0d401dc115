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

/**
 * Both languages of a stored text, either missing one read as empty: for read-model documents written before the text
 * was required, and for the upcasters that bring events of that time to their current shape.
 */
export function storedText(text: Partial<LocalizedText> | null | undefined): LocalizedText {
  return { en: text?.en ?? '', th: text?.th ?? '' };
}
