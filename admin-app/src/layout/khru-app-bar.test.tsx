import { fireEvent, render, screen, within } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { Admin, Resource, testDataProvider, TestMemoryRouter, type AuthProvider } from 'react-admin';
import { describe, expect, inject, it, vi } from 'vitest';
import { KhruLayout } from './khru-layout';

const admin = (permissions: string[], logout = vi.fn(async () => undefined)): AuthProvider => ({
  login: async () => undefined,
  logout,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => permissions,
  getIdentity: async () => ({ id: 'admin-1', fullName: 'Somchai Admin', email: 'somchai@khru.test' }),
});

const Home = () => <p>Home</p>;

function renderNavbar(authProvider: AuthProvider, locale: 'en' | 'th' = 'en') {
  const messages = inject('appMessages');
  return render(
    <TestMemoryRouter>
      <Admin
        dashboard={Home}
        dataProvider={testDataProvider({ getList: async () => ({ data: [], total: 0 }) } as never)}
        authProvider={authProvider}
        i18nProvider={polyglotI18nProvider((l) => (l === 'th' ? messages.th : messages.en), locale)}
        layout={KhruLayout}
        disableTelemetry
      >
        <Resource name="mail" list={() => null} />
      </Admin>
    </TestMemoryRouter>,
  );
}

const openUserMenu = async (name: string) => fireEvent.click(await screen.findByRole('button', { name }));

describe('the admin navbar (spec section 1)', () => {
  it('offers Profile preview with who is signed in, Reports and Log out', async () => {
    const logout = vi.fn(async () => undefined);
    renderNavbar(admin(['ADMIN'], logout));
    await openUserMenu('Profile');
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByTestId('signed-in-as')).toHaveTextContent('Somchai Adminsomchai@khru.test');
    expect(within(menu).getByRole('menuitem', { name: 'Profile preview' })).toHaveAttribute('href', '/profile');
    expect(within(menu).getByRole('menuitem', { name: 'Reports' })).toHaveAttribute('href', '/reports');
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Logout' }));
    await vi.waitFor(() => expect(logout).toHaveBeenCalled());
  });

  it('leaves Reports out for those who may not view reports', async () => {
    renderNavbar(admin(['READ_MAIL']));
    await openUserMenu('Profile');
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Profile preview' })).toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Reports' })).not.toBeInTheDocument();
  });

  it('speaks Thai', async () => {
    renderNavbar(admin(['VIEW_REPORTS']), 'th');
    await openUserMenu('โปรไฟล์');
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'ดูตัวอย่างโปรไฟล์' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'รายงาน' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'ออกจากระบบ' })).toBeInTheDocument();
  });
});
