import type { Role } from '@khru/contracts';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLocaleStore } from '../../stores/locale-store';
import { useSessionStore } from '../../stores/session-store';
import { logInAs, renderAt, stubApi } from '../../testing/render-at';
import { AccountMenu } from './account-menu';
import { MobileMenu } from './mobile-menu';

/** Logged in with this role and the permissions its token carries. */
function logIn(role: Role, permissions: string[]) {
  logInAs(role);
  useSessionStore.setState({ permissions });
  stubApi((method, path) => (path.startsWith('userprofileapi/user/') ? [200, { id: 'u1', firstName: 'Nicha', lastName: 'Rattana' }] : [200, { data: [] }]));
}

async function openAccountMenu() {
  renderAt(<AccountMenu />, { path: '/*' });
  fireEvent.click(await screen.findByRole('button', { name: /Your account|บัญชีของคุณ/ }));
}

describe('the Reports menu item (spec section 6)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    act(() => useLocaleStore.getState().setLocale('en'));
  });

  it.each([
    ['an organisation admin', 'ORG_ADMIN', ['VIEW_REPORTS', 'MANAGE_ORGANISATION']],
    ['HR', 'HR', ['VIEW_REPORTS', 'MANAGE_EMPLOYEES']],
    ['a platform admin', 'ADMIN', ['ADMIN', 'MANAGE_USERS']],
  ] as const)('shows %s Reports in the account menu, opening the learning dashboard', async (_who, role, permissions) => {
    logIn(role, [...permissions]);
    await openAccountMenu();
    expect(screen.getByRole('menuitem', { name: 'Reports' })).toHaveAttribute('href', '/reports/learning-dashboard');
  });

  it.each([
    ['an employee', 'B2B', ['ENROL_WITH_CREDITS']],
    ['a member', 'MEMBER', []],
    ['an auditor', 'AUDITOR', ['VIEW_AUDIT']],
  ] as const)('shows %s no Reports in the account menu', async (_who, role, permissions) => {
    logIn(role, [...permissions]);
    await openAccountMenu();
    expect(screen.getByRole('menuitem', { name: 'Log out' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Reports' })).toBeNull();
  });

  it('shows Reports in the mobile menu only to those who may view reports, in Thai too', () => {
    logIn('HR', ['VIEW_REPORTS']);
    act(() => useLocaleStore.getState().setLocale('th'));
    const { unmount } = renderAt(<MobileMenu onClose={() => undefined} />, { path: '/*' });
    expect(screen.getByRole('link', { name: 'รายงาน' })).toHaveAttribute('href', '/reports/learning-dashboard');
    unmount();
    logIn('B2B', ['ENROL_WITH_CREDITS']);
    renderAt(<MobileMenu onClose={() => undefined} />, { path: '/*' });
    expect(screen.queryByRole('link', { name: 'รายงาน' })).toBeNull();
    expect(screen.getByRole('link', { name: 'โปรไฟล์' })).toBeInTheDocument();
  });
});
