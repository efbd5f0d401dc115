import { CssBaseline } from '@mui/material';
import { lazy, Suspense, type ComponentProps } from 'react';
import { AccessDenied, AdminContext, CoreAdminUI, LoadingPage, localStorageStore, Notification, type AdminProps } from 'react-admin';

const store = localStorageStore();

// These pages show react-admin's page title, whose configurable variant brings every text-field component along.
const NotFound = lazy(async () => ({ default: (await import('./fallback-pages')).NotFound }));
const ErrorScreen = lazy(async () => ({ default: (await import('./fallback-pages')).ErrorPage }));
const SessionError = lazy(async () => ({ default: (await import('./fallback-pages')).AuthenticationError }));

const CatchAll = () => (
  <Suspense>
    <NotFound />
  </Suspense>
);
const ErrorPage = (props: ComponentProps<typeof ErrorScreen>) => (
  <Suspense>
    <ErrorScreen {...props} />
  </Suspense>
);
const AuthenticationError = () => (
  <Suspense>
    <SessionError />
  </Suspense>
);

/**
 * react-admin's `<Admin>` put together from the same parts (AdminContext, then AdminUI's pages around CoreAdminUI).
 * AdminUI names react-admin's own login page as a default, which would put its form (react-hook-form and the text
 * fields) into every first download; here the only login page is ours, and it loads when someone has to sign in,
 * as do the pages for errors.
 */
export function KhruAdmin({
  children,
  dashboard,
  layout,
  loginPage,
  dataProvider,
  authProvider,
  i18nProvider,
  theme,
  requireAuth,
  disableTelemetry,
  title,
}: Pick<
  AdminProps,
  'children' | 'dashboard' | 'layout' | 'loginPage' | 'dataProvider' | 'authProvider' | 'i18nProvider' | 'theme' | 'requireAuth' | 'disableTelemetry' | 'title'
>) {
  return (
    <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider} theme={theme} store={store}>
      <CssBaseline enableColorScheme>
        <CoreAdminUI
          dashboard={dashboard}
          layout={layout}
          loginPage={loginPage}
          requireAuth={requireAuth}
          disableTelemetry={disableTelemetry}
          title={title}
          catchAll={CatchAll}
          error={ErrorPage}
          loading={LoadingPage}
          accessDenied={AccessDenied}
          authenticationError={AuthenticationError}
        >
          {children}
        </CoreAdminUI>
        <Notification />
      </CssBaseline>
    </AdminContext>
  );
}
