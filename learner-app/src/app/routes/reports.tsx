import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

/** The admin app (react-admin, hash routes) shows the reports; a report's page there has the same name. */
const adminReportUrl = (pathname: string, search: string) => `/admin/#/reports/${pathname.split('/').pop() ?? ''}${search}`;

/**
 * Spec section 2's report pages (`/reports/<report>`): the learner app has none of its own, so it opens the same
 * report in the admin app, with the same query (filters). The route's access lets only ADMIN or VIEW_REPORTS here.
 */
export function ReportsRoute() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  useEffect(() => {
    window.location.assign(adminReportUrl(pathname, search));
  }, [pathname, search]);
  return (
    <div className="page-loading" aria-busy="true">
      {t('reports.opening')}
    </div>
  );
}
