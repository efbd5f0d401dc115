import { FALLBACK_LOCALE, isLocale } from '@khru/contracts';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import englishMessages from 'ra-language-english';
import { raThaiMessages } from './ra-language-thai';
import type { SliceMessages } from './slice-messages';

/** Accounts log in with their email, so react-admin's "Username" says so. */
const withEmailLogin = (pack: TranslationMessages, label: string): TranslationMessages => ({
  ...pack,
  ra: { ...pack.ra, auth: { ...pack.ra.auth, username: label } },
});

/** react-admin's own texts beside the app's, per language. */
export const adminMessages = (khru: SliceMessages) => ({
  en: { ...withEmailLogin(englishMessages, 'Email'), ...khru.en },
  th: { ...withEmailLogin(raThaiMessages, 'อีเมล'), ...khru.th },
});

export type AdminMessages = ReturnType<typeof adminMessages>;

/** Shares the learner app's `locale` key, so a person's language follows them between the apps. */
const initialLocale = () => {
  const stored = globalThis.localStorage?.getItem('locale');
  return isLocale(stored) ? stored : FALLBACK_LOCALE;
};

/** The app's i18n provider over its messages, in the language the person last chose. */
export const khruI18nProvider = (messages: AdminMessages) =>
  polyglotI18nProvider((locale) => (locale === 'th' ? messages.th : messages.en), initialLocale(), [
    { locale: 'en', name: 'English' },
    { locale: 'th', name: 'ภาษาไทย' },
  ]);
