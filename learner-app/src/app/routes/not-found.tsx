import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Large 404 over a darkened background, with home and contact buttons (spec section 2). */
export function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <main className="not-found">
      <p className="not-found-code">{t('notFound.code')}</p>
      <h1>{t('notFound.message')}</h1>
      <div className="not-found-actions">
        <Link to="/" className="button primary">
          {t('notFound.home')}
        </Link>
        <Link to="/contact-us" className="button">
          {t('notFound.contact')}
        </Link>
      </div>
    </main>
  );
}
