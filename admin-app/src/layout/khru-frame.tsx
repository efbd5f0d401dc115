import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { DocumentTitle } from './document-title';
import { KhruAppBar } from './khru-app-bar';
import { KhruMenu } from './khru-menu';

/** react-admin's layout with the Khru navbar and menu. */
export default function KhruFrame({ children }: { children: ReactNode }) {
  return (
    <Layout menu={KhruMenu} appBar={KhruAppBar}>
      <DocumentTitle />
      {children}
    </Layout>
  );
}
