import { FALLBACK_LOCALE, isLocale, type Locale } from '@khru/contracts';

/** Stored under the spec's `locale` key; only `en` and `th` are accepted. */
export const LOCALE_STORAGE_KEY = 'locale';

/**
 * The language to start in: the one the learner chose before (stored under `locale`), else the
 * first of the browser's preferred languages that we speak (th-TH counts as th), else English.
 */
export function preferredLocale(stored: string | null | undefined, browserLanguages: readonly string[]): Locale {
  if (isLocale(stored)) return stored;
  for (const tag of browserLanguages) {
    const language = tag.split('-')[0]?.toLowerCase();
    if (isLocale(language)) return language;
  }
  return FALLBACK_LOCALE;
}
