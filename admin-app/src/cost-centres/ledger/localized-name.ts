import { isLocale, pickLocalized, type LocalizedText } from '@khru/contracts';

/** A name the server gave in both languages, in the admin's; the id it names when there is none. */
export const localizedName = (text: LocalizedText | null, id: string, locale: string): string =>
  (text && pickLocalized(text, isLocale(locale) ? locale : 'en')) || id;
