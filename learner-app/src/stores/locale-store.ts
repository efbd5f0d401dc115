import { FALLBACK_LOCALE, isLocale, TIMINGS_MS, type Locale } from '@khru/contracts';
import { create } from 'zustand';
import { i18n } from '../lib/i18n';

/** Stored under the spec's `locale` key; only `en` and `th` are accepted. */
export const LOCALE_STORAGE_KEY = 'locale';

function storedLocale(): Locale {
  const value = globalThis.localStorage?.getItem(LOCALE_STORAGE_KEY);
  return isLocale(value) ? value : FALLBACK_LOCALE;
}

interface LocaleState {
  locale: Locale;
  setLocale(locale: string): void;
}

export const useLocaleStore = create<LocaleState>((set) => ({
  locale: FALLBACK_LOCALE,
  setLocale(locale) {
    if (!isLocale(locale)) return;
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
    document.documentElement.lang = locale;
    void i18n.changeLanguage(locale);
    set({ locale });
  },
}));

/** The stored locale is applied 500 ms after start (spec section 1), English until then. */
export function applyStoredLocaleAfterStart(delayMs: number = TIMINGS_MS.localeApplyDelay): () => void {
  const timer = setTimeout(() => useLocaleStore.getState().setLocale(storedLocale()), delayMs);
  return () => clearTimeout(timer);
}
