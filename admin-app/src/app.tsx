import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import SchoolIcon from '@mui/icons-material/School';
import { lazy } from 'react';
import { CustomRoutes, Resource } from 'react-admin';
import { REPORT_NAMES } from '@khru/contracts';
import { HashRouter, Navigate, Route } from 'react-router';
import assignments from './assignments';
import { authProvider } from './auth/auth-provider';
import { catalogueResources } from './catalogue-admin/catalogue-resources';
import certificates from './certificates';
import contactMessages from './contact-messages';
import costCentres from './cost-centres';
import enrolments from './cost-centres/enrolments';
import creditPrices from './credit-prices';
import { CourseTitle } from './courses/course-title';
import { lazyDataProvider } from './dataProvider/lazy-data-provider';
import employees, { EmployeeImport } from './employees';
import { i18nProvider } from './i18n/i18n-provider';
import { KhruAdmin } from './layout/khru-admin';
import { KhruLayout, KhruLogin } from './layout/khru-layout';
import { lazyViews } from './layout/lazy-views';
import licences from './licences';
import mail from './mail';
import { questions, replies } from './moderation/questions';
import reviews from './moderation/reviews';
import organisations from './organisations';
import { OrderRepresentation } from './orders/order-representation';
import { LazyReportsPage } from './reports/lazy-reports-page';
import { mayViewReports } from './reports/report-permissions';
import { storefrontResources } from './storefront/storefront-resources';
import support from './support';
import { theme } from './theme';
import users from './users';
import { voucherResources } from './vouchers/voucher-resources';

/** Made once: screens made afresh on each render would remount (and lose their state) whenever the resources are listed again. */
const orderViews = lazyViews(() => import('./orders/order-views'), ['list', 'show']);

const courseViews = lazyViews(() => import('./courses/course-views'), ['list', 'show', 'edit', 'create']);

/** The dashboard's cards load after the shell, like every screen. */
const Dashboard = lazy(async () => ({ default: (await import('./dashboard/dashboard')).Dashboard }));

/** The audit page loads on first visit (the layout's Suspense shows while it does). */
const AuditPage = lazy(async () => ({ default: (await import('./audit/audit-page')).AuditPage }));

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
        dataProvider={lazyDataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        theme={theme}
        requireAuth
        disableTelemetry
      >
        {(permissions: string[]) => [
          ...catalogueResources(permissions),
          ...storefrontResources(permissions),
          ...voucherResources(permissions),
          ...(permissions.includes('MANAGE_CATALOGUE')
            ? [<Resource key="courses" name="courses" {...courseViews} icon={SchoolIcon} recordRepresentation={<CourseTitle />} />]
            : []),
          ...(permissions.includes('MANAGE_USERS') ? [<Resource key="users" name="users" {...users} />] : []),
          ...(permissions.includes('READ_CONTACT_MESSAGES') ? [<Resource key="support" name="support" {...support} />] : []),
          ...(permissions.includes('READ_CONTACT_MESSAGES') ? [<Resource key="contact-messages" name="contact-messages" {...contactMessages} />] : []),
          ...(permissions.includes('READ_MAIL') ? [<Resource key="mail" name="mail" {...mail} />] : []),
          ...(permissions.includes('MODERATE_CONTENT') ? [<Resource key="reviews" name="reviews" {...reviews} />] : []),
          ...(permissions.includes('MODERATE_CONTENT')
            ? [<Resource key="questions" name="questions" {...questions} />, <Resource key="replies" name="replies" {...replies} />]
            : []),
          ...(permissions.includes('ADMIN') ? [<Resource key="certificates" name="certificates" {...certificates} />] : []),
          ...(permissions.includes('ADMIN')
            ? [<Resource key="orders" name="orders" {...orderViews} icon={ReceiptLongIcon} recordRepresentation={<OrderRepresentation />} />]
            : []),
          ...(permissions.includes('MANAGE_EMPLOYEES')
            ? [
                <Resource key="employees" name="employees" {...employees}>
                  <Route path="import" element={<EmployeeImport />} />
                </Resource>,
                <Resource
                  key="cost-centres"
                  name="cost-centres"
                  {...costCentres}
                  create={permissions.includes('MANAGE_ORGANISATION') ? costCentres.create : undefined}
                />,
                <Resource key="enrolments" name="enrolments" {...enrolments} />,
                <Resource key="licences" name="licences" {...licences} />,
                <Resource key="assignments" name="assignments" {...assignments} />,
              ]
            : []),
          ...(permissions.includes('ADMIN')
            ? [
                <Resource key="organisations" name="organisations" {...organisations} />,
                <Resource key="credit-prices" name="credit-prices" {...creditPrices} />,
              ]
            : []),
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
          ...(permissions.includes('VIEW_AUDIT')
            ? [
                <CustomRoutes key="audit">
                  <Route path="/audit" element={<AuditPage />} />
                </CustomRoutes>,
              ]
            : []),
        ]}
      </KhruAdmin>
    </HashRouter>
  );
}
