import { ERROR_MESSAGES, FALLBACK_LOCALE, FIELD_RULE_MESSAGES, STATUS_TEXTS, TRANSPORT_MESSAGES, type Locale } from '@khru/contracts';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { bySlice, mergeSlices, type Texts } from './locale-slices';
import { LOCALE_STORAGE_KEY, preferredLocale } from './preferred-locale';

/** The app's texts, one file per slice and language (`locales/<slice>/<locale>.json`), merged under their own key paths. */
export const localeSlices: Record<Locale, Record<string, Texts>> = {
  en: bySlice(import.meta.glob<Texts>('../locales/*/en.json', { eager: true, import: 'default' })),
  th: bySlice(import.meta.glob<Texts>('../locales/*/th.json', { eager: true, import: 'default' })),
};

/** App texts plus the server's error catalogue as `error.<code>`, so any error code can be shown translated. */
const withCatalogue = (texts: Texts, locale: Locale) => ({
  ...texts,
  error: { ...(typeof texts.error === 'object' ? texts.error : {}), ...ERROR_MESSAGES[locale], status: STATUS_TEXTS[locale], ...TRANSPORT_MESSAGES[locale] },
  rule: FIELD_RULE_MESSAGES[locale],
});

export const resources = {
  en: { translation: withCatalogue(mergeSlices(localeSlices.en), 'en') },
  th: { translation: withCatalogue(mergeSlices(localeSlices.th), 'th') },
};

/** Chosen before anything renders, so the very first paint is already in the learner's language. */
export const startLocale = preferredLocale(globalThis.localStorage?.getItem(LOCALE_STORAGE_KEY), globalThis.navigator?.languages ?? []);

export const i18n = i18next.createInstance();

// The texts are bundled, so initialising synchronously leaves nothing to wait for.
void i18n.use(initReactI18next).init({
  resources,
  lng: startLocale,
  fallbackLng: FALLBACK_LOCALE,
  initAsync: false,
  interpolation: { escapeValue: false },
});

if (globalThis.document) document.documentElement.lang = startLocale;
