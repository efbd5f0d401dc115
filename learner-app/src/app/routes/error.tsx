import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { markNavigationFailed } from '../../components/navigation-progress';
import { NotFoundRoute } from './not-found';

const CHUNK_FAILURE = /dynamically imported module|Importing a module script failed|error loading dynamically imported/i;

/**
 * Navigation failures (spec section 8): a route that is not found shows the 404 page; a failed
 * chunk load reloads the page once; anything else shows the status code and message, with a way home.
 */
export function ErrorRoute() {
  const { t } = useTranslation();
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const chunkFailure = error instanceof Error && CHUNK_FAILURE.test(error.message);
  useEffect(() => {
    markNavigationFailed();
    if (chunkFailure && !sessionStorage.getItem('reloaded-after-chunk-failure')) {
      sessionStorage.setItem('reloaded-after-chunk-failure', '1');
      window.location.reload();
    }
  }, [chunkFailure]);
  if (status === 404) return <NotFoundRoute />;
  const message = isRouteErrorResponse(error) && typeof error.data === 'string' && error.data ? error.data : t('errorPage.default');
  return (
    <main className="error-page">
      <p className="error-page-code">{status}</p>
      <h1>{message}</h1>
      <Link to="/" className="button primary">
        {t('errorPage.goHome')}
      </Link>
    </main>
  );
}
