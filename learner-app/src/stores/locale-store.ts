import { isLocale, type Locale } from '@khru/contracts';
import { create } from 'zustand';
import { i18n, startLocale } from '../i18n/i18n';
import { LOCALE_STORAGE_KEY } from '../i18n/preferred-locale';

interface LocaleState {
  locale: Locale;
  setLocale(locale: string): void;
}

/** Starts in the language i18n started in (stored choice or browser preference); a choice is kept. */
export const useLocaleStore = create<LocaleState>((set) => ({
  locale: startLocale,
  setLocale(locale) {
    if (!isLocale(locale)) return;
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
    document.documentElement.lang = locale;
    void i18n.changeLanguage(locale);
    set({ locale });
  },
}));
