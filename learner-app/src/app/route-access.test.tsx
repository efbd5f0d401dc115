import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../stores/session-store';
import { Guarded, safeRedirect, type RouteAccess } from './route-access';

function Where() {
  const location = useLocation();
  return <p>at {location.pathname + location.search}</p>;
}

function renderAt(path: string, access: RouteAccess) {
  const router = createMemoryRouter(
    [
      {
        path: '/guarded',
        element: (
          <Guarded access={access}>
            <p>inside</p>
          </Guarded>
        ),
      },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

const session = (status: 'loggedIn' | 'loggedOut', permissions: string[] = []) =>
  useSessionStore.setState({ status, ready: true, userId: status === 'loggedIn' ? 'u1' : null, claims: null, permissions });

describe('route access (spec section 6)', () => {
  beforeEach(() => session('loggedOut'));

  it('sends a logged-out visitor of a login-required route to /auth/login, remembering where they were going', async () => {
    renderAt('/guarded?tab=2', { login: true });
    expect(await screen.findByText('at /auth/login?redirectTo=%2Fguarded%3Ftab%3D2')).toBeInTheDocument();
  });

  it('sends a logged-in visitor of a logged-out route to redirectTo, or home', async () => {
    session('loggedIn');
    renderAt('/guarded?redirectTo=/profile', { loggedOut: true });
    expect(await screen.findByText('at /profile')).toBeInTheDocument();
  });

  it('never follows a redirectTo that leaves the app', () => {
    expect(safeRedirect('//evil.example/x')).toBe('/');
    expect(safeRedirect('https://evil.example')).toBe('/');
    expect(safeRedirect('https:evil.example')).toBe('/');
    expect(safeRedirect('/\\evil.example')).toBe('/');
    expect(safeRedirect('/\\/evil.example')).toBe('/');
    expect(safeRedirect('/\t/evil.example')).toBe('/');
    expect(safeRedirect(new URLSearchParams('redirectTo=/%5Cevil.example').get('redirectTo'))).toBe('/');
    expect(safeRedirect('/profile')).toBe('/profile');
    expect(safeRedirect('/courses/a?tab=reviews#r1')).toBe('/courses/a?tab=reviews#r1');
  });

  it('lets through one of the listed permissions, or anyone with ALL, and sends others home', async () => {
    session('loggedIn', ['VIEW_REPORTS']);
    renderAt('/guarded', { login: true, permissions: ['ADMIN', 'VIEW_REPORTS'] });
    expect(await screen.findByText('inside')).toBeInTheDocument();
  });

  it('sends a caller without the permission home', async () => {
    session('loggedIn', []);
    renderAt('/guarded', { login: true, permissions: ['ADMIN'] });
    expect(await screen.findByText('at /')).toBeInTheDocument();
  });

  it('lets anyone through ALL', async () => {
    session('loggedIn', []);
    renderAt('/guarded', { permissions: ['ALL'] });
    expect(await screen.findByText('inside')).toBeInTheDocument();
  });
});
