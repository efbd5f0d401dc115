import { useTranslation } from 'react-i18next';
import { useLocaleStore } from '../stores/locale-store';

/** EN/Thai switch: shows the other language's name in that language. */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const { locale, setLocale } = useLocaleStore();
  return (
    <button
      type="button"
      className={`language ${className}`}
      aria-label={t('header.languageLabel')}
      lang={locale === 'en' ? 'th' : 'en'}
      onClick={() => setLocale(locale === 'en' ? 'th' : 'en')}
    >
      {t('header.switchLanguage')}
    </button>
  );
}
