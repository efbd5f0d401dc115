import { FALLBACK_LOCALE, isLocale } from '@khru/contracts';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import englishMessages from 'ra-language-english';
import { khruMessages } from './all-messages';
import { raThaiMessages } from './ra-language-thai';

/** Accounts log in with their email, so react-admin's "Username" says so. */
const withEmailLogin = (pack: TranslationMessages, label: string): TranslationMessages => ({
  ...pack,
  ra: { ...pack.ra, auth: { ...pack.ra.auth, username: label } },
});

export const messages = {
  en: { ...withEmailLogin(englishMessages, 'Email'), ...khruMessages.en },
  th: { ...withEmailLogin(raThaiMessages, 'อีเมล'), ...khruMessages.th },
};

/** Shares the learner app's `locale` key, so a person's language follows them between the apps. */
const initialLocale = () => {
  const stored = globalThis.localStorage?.getItem('locale');
  return isLocale(stored) ? stored : FALLBACK_LOCALE;
};

export const i18nProvider = polyglotI18nProvider((locale) => (locale === 'th' ? messages.th : messages.en), initialLocale(), [
  { locale: 'en', name: 'English' },
  { locale: 'th', name: 'ภาษาไทย' },
]);
