import { render } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { ReactNode } from 'react';
import { Admin, testDataProvider, TestMemoryRouter, type AuthProvider, type DataProvider } from 'react-admin';
import { KhruLayout } from '../layout/khru-layout';
import { appMessages } from './app-messages';

export interface AdminTestOptions {
  /** The data provider's methods the screen calls (anything else throws, so an unexpected call shows). */
  data: Record<string, unknown>;
  locale?: 'en' | 'th';
  permissions?: string[];
  path?: string;
  /** A page to show at `/` (custom routes cannot be declared in tests: vitest loads react-router twice, once for react-admin). */
  dashboard?: () => ReactNode;
}

/** A signed-in admin with these permissions; nothing is sent anywhere. */
const signedIn = (permissions: string[]): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => permissions,
  getIdentity: async () => ({ id: 'admin-1', fullName: 'Test Admin' }),
});

/** Renders the admin app's shell (layout and menu) at `path`, in English or Thai, with `children` as its resources. */
export function renderWithAdmin(children: ReactNode, { data, locale = 'en', permissions = ['ADMIN'], path = '/', dashboard }: AdminTestOptions) {
  const messages = appMessages();
  const i18nProvider = polyglotI18nProvider((l) => (l === 'th' ? messages.th : messages.en), locale);
  return render(
    <TestMemoryRouter initialEntries={[path]}>
      <Admin
        dashboard={dashboard}
        dataProvider={testDataProvider(data as Partial<DataProvider>)}
        authProvider={signedIn(permissions)}
        i18nProvider={i18nProvider}
        layout={KhruLayout}
        disableTelemetry
      >
        {children}
      </Admin>
    </TestMemoryRouter>,
  );
}
