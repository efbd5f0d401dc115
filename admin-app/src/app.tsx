import { lazy } from 'react';
import { CustomRoutes, Resource, type ResourceProps } from 'react-admin';
import { REPORT_NAMES } from '@khru/contracts';
import { HashRouter, Navigate, Route } from 'react-router';
import { appMessages } from './app-messages';
import { assignmentsResource } from './assignments/assignments.resource';
import { authProvider } from './auth/auth-provider';
import { mayAudit, mayViewReports } from './auth/permissions';
import { bundlesResource } from './catalogue-admin/bundles/bundles.resource';
import { categoriesResource } from './catalogue-admin/categories/categories.resource';
import { instructorsResource } from './catalogue-admin/instructors/instructors.resource';
import { jobFunctionsResource } from './catalogue-admin/job-functions/job-functions.resource';
import { certificatesResource } from './certificates/certificates.resource';
import { contactMessagesResource } from './contact-messages/contact-messages.resource';
import { costCentresResource } from './cost-centres/cost-centres.resource';
import { enrolmentsResource } from './cost-centres/enrolments/enrolments.resource';
import { coursesResource } from './courses/courses.resource';
import { creditPricesResource } from './credit-prices/credit-prices.resource';
import { lazyDataProvider } from './dataProvider/lazy-data-provider';
import { employeesResource } from './employees/employees.resource';
import { khruI18nProvider } from './i18n/i18n-provider';
import { KhruAdmin } from './layout/khru-admin';
import { KhruLayout, KhruLogin } from './layout/khru-layout';
import { licencesResource } from './licences/licences.resource';
import { mailResource } from './mail/mail.resource';
import { questionsResource } from './moderation/questions/questions.resource';
import { repliesResource } from './moderation/questions/replies.resource';
import { reviewsResource } from './moderation/reviews/reviews.resource';
import { ordersResource } from './orders/orders.resource';
import { organisationsResource } from './organisations/organisations.resource';
import { LazyReportsPage } from './reports/lazy-reports-page';
import { bannersResource } from './storefront/banners/banners.resource';
import { shelvesResource } from './storefront/shelves/shelves.resource';
import { supportResource } from './support/support.resource';
import { theme } from './theme/theme';
import { usersResource } from './users/users.resource';
import { vouchersResource } from './vouchers/vouchers.resource';

/** Every slice's data, loaded with the first call: the login page makes none, so the app's first download carries no API code. */
const dataProvider = lazyDataProvider(async () => (await import('./app-data-provider')).dataProvider);

const i18nProvider = khruI18nProvider(appMessages);

/** The dashboard's cards load after the shell, like every screen. */
const Dashboard = lazy(async () => ({ default: (await import('./dashboard/dashboard')).Dashboard }));

/** The audit page loads on first visit (the layout's Suspense shows while it does). */
const AuditPage = lazy(async () => ({ default: (await import('./audit/audit-page')).AuditPage }));

/** A resource as its slice defines it. */
const shown = (resource: ResourceProps) => <Resource key={resource.name} {...resource} />;

/** Platform administration; each resource shows only to the permissions its API requires. */
export function App() {
  // react-admin asks its own router for plain (non-transition) updates through a react-router 6 flag that version 7 ignores;
  // in a transition, the navigation to #/login loses to the auth queries' resets and the logout redirect repeats hundreds of times.
  return (
    <HashRouter useTransitions={false}>
      <KhruAdmin
        title="Khru Admin"
        dashboard={Dashboard}
        layout={KhruLayout}
        loginPage={KhruLogin}
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        theme={theme}
        requireAuth
        disableTelemetry
      >
        {(permissions: string[]) => {
          const may = (permission: string) => permissions.includes(permission);
          return [
            // Categories for everyone, edited by catalogue managers.
            <Resource
              key="categories"
              {...categoriesResource}
              edit={may('MANAGE_CATALOGUE') ? categoriesResource.edit : undefined}
              create={may('MANAGE_CATALOGUE') ? categoriesResource.create : undefined}
            />,
            ...(may('MANAGE_CATALOGUE')
              ? [bundlesResource, jobFunctionsResource, instructorsResource, bannersResource, shelvesResource, vouchersResource, coursesResource].map(shown)
              : []),
            ...(may('MANAGE_USERS') ? [usersResource].map(shown) : []),
            ...(may('READ_CONTACT_MESSAGES') ? [supportResource, contactMessagesResource].map(shown) : []),
            ...(may('READ_MAIL') ? [mailResource].map(shown) : []),
            ...(may('MODERATE_CONTENT') ? [reviewsResource, questionsResource, repliesResource].map(shown) : []),
            ...(may('ADMIN') ? [certificatesResource, ordersResource].map(shown) : []),
            ...(may('MANAGE_EMPLOYEES')
              ? [
                  shown(employeesResource),
                  <Resource key="cost-centres" {...costCentresResource} create={may('MANAGE_ORGANISATION') ? costCentresResource.create : undefined} />,
                  ...[enrolmentsResource, licencesResource, assignmentsResource].map(shown),
                ]
              : []),
            ...(may('ADMIN') ? [organisationsResource, creditPricesResource].map(shown) : []),
            ...(mayViewReports(permissions)
              ? [
                  <CustomRoutes key="reports">
                    <Route path="/reports" element={<Navigate to="/reports/learning-dashboard" replace />} />
                    {REPORT_NAMES.map((report) => (
                      <Route key={report} path={`/reports/${report}`} element={<LazyReportsPage report={report} />} />
                    ))}
                  </CustomRoutes>,
                ]
              : []),
            ...(mayAudit(permissions)
              ? [
                  <CustomRoutes key="audit">
                    <Route path="/audit" element={<AuditPage />} />
                  </CustomRoutes>,
                ]
              : []),
          ];
        }}
      </KhruAdmin>
    </HashRouter>
  );
}
