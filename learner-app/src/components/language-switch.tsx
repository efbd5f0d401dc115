import { useTranslation } from 'react-i18next';
import { useLocaleStore } from '../stores/locale-store';

/** EN/Thai switch: shows the other language's name in that language, which is also its accessible name. */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const { locale, setLocale } = useLocaleStore();
  return (
    <button type="button" className={`language ${className}`} lang={locale === 'en' ? 'th' : 'en'} onClick={() => setLocale(locale === 'en' ? 'th' : 'en')}>
      {t('header.switchLanguage')}
    </button>
  );
}
