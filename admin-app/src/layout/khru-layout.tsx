import type { ReactNode } from 'react';
import { Layout, Login } from 'react-admin';
import { DocumentTitle } from './document-title';
import { KhruMenu } from './khru-menu';

export function KhruLayout({ children }: { children: ReactNode }) {
  return (
    <Layout menu={KhruMenu}>
      <DocumentTitle />
      {children}
    </Layout>
  );
}

/** The login page sits outside the layout, so it names the tab itself. */
export function KhruLogin() {
  return (
    <>
      <DocumentTitle />
      <Login />
    </>
  );
}
