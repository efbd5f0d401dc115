import type { ReactNode } from 'react';
import { Layout, Login } from 'react-admin';
import { DocumentTitle } from './document-title';
import { KhruAppBar } from './khru-app-bar';
import { KhruMenu } from './khru-menu';

export function KhruLayout({ children }: { children: ReactNode }) {
  return (
    <Layout menu={KhruMenu} appBar={KhruAppBar}>
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
