import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocaleStore } from '../stores/locale-store';

export function Header() {
  const { t } = useTranslation();
  const { locale, setLocale } = useLocaleStore();
  return (
    <header className="header">
      <Link to="/" className="logo">
        {t('app.name')}
      </Link>
      <button
        type="button"
        className="language"
        aria-label={t('header.languageLabel')}
        lang={locale === 'en' ? 'th' : 'en'}
        onClick={() => setLocale(locale === 'en' ? 'th' : 'en')}
      >
        {t('header.switchLanguage')}
      </button>
    </header>
  );
}
