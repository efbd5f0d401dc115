import { lazy, Suspense, type ReactNode } from 'react';
import { LoadingPage } from 'react-admin';
import { DocumentTitle } from './document-title';

// The navbar, menu and sidebar load once someone is signed in; the login page, which has none of them, does not wait for them.
const KhruFrame = lazy(() => import('./khru-frame'));
const LoginPage = lazy(() => import('./login-page'));

export function KhruLayout({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<LoadingPage />}>
      <KhruFrame>{children}</KhruFrame>
    </Suspense>
  );
}

/** The login page sits outside the layout, so it names the tab itself; signed-in admins never download its form. */
export function KhruLogin() {
  return (
    <>
      <DocumentTitle />
      <Suspense>
        <LoginPage />
      </Suspense>
    </>
  );
}
