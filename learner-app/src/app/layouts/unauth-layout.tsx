import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { LanguageSwitch } from '../../components/language-switch';
import { NavigationProgress } from '../../components/navigation-progress';
import { SkipLink } from './skip-link';

/** The login, register and reset screens: the logo, the language switch and one card. */
export function UnauthLayout() {
  const { t } = useTranslation();
  return (
    <div className="unauth">
      <NavigationProgress />
      <SkipLink />
      <header className="unauth-header">
        <Link to="/" className="logo">
          {t('app.name')}
        </Link>
        <LanguageSwitch />
      </header>
      <main className="unauth-card">
        <Outlet />
      </main>
    </div>
  );
}
