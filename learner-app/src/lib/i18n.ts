import { ERROR_MESSAGES, FALLBACK_LOCALE, FIELD_RULE_MESSAGES, STATUS_TEXTS, TRANSPORT_MESSAGES, type Locale } from '@khru/contracts';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en.json';
import th from '../locales/th.json';

/** App texts plus the server's error catalogue as `error.<code>`, so any error code can be shown translated. */
const withCatalogue = (texts: typeof en, locale: Locale) => ({
  ...texts,
  error: { ...texts.error, ...ERROR_MESSAGES[locale], status: STATUS_TEXTS[locale], ...TRANSPORT_MESSAGES[locale] },
  rule: FIELD_RULE_MESSAGES[locale],
});

export const resources = {
  en: { translation: withCatalogue(en, 'en') },
  th: { translation: withCatalogue(th, 'th') },
};

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources,
  lng: FALLBACK_LOCALE,
  fallbackLng: FALLBACK_LOCALE,
  interpolation: { escapeValue: false },
});
