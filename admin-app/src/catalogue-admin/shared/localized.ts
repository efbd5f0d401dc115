import type { LocalizedText } from '@khru/contracts';

/** A both-language text in the admin's language (the other one when that is empty). */
export const inLocale = (text: Partial<LocalizedText> | null | undefined, locale: string): string =>
  (locale === 'th' ? text?.th || text?.en : text?.en || text?.th) ?? '';
