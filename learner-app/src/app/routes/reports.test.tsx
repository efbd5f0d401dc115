import { REPORT_NAMES } from '@khru/contracts';
import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLocaleStore } from '../../stores/locale-store';
import { useSessionStore } from '../../stores/session-store';
import { routes } from '../app';

function Where() {
  const location = useLocation();
  return <p>at {location.pathname + location.search}</p>;
}

/** The app's own report routes (access and module as the app declares them), with every other path showing where it landed. */
const reportRoutes = (list: RouteObject[]): RouteObject[] =>
  list.flatMap((route) => [...(route.path?.startsWith('/reports/') ? [route] : []), ...reportRoutes(route.children ?? [])]);

function open(entry: string) {
  const router = createMemoryRouter([...reportRoutes(routes), { path: '*', element: <Where /> }], { initialEntries: [entry] });
  render(<RouterProvider router={router} />);
}

const session = (status: 'loggedIn' | 'loggedOut', permissions: string[] = []) =>
  useSessionStore.setState({ status, ready: true, userId: status === 'loggedIn' ? 'u1' : null, claims: null, permissions });

describe('the learner app’s report pages (spec sections 2 and 6)', () => {
  const assign = vi.fn();
  beforeEach(() => {
    assign.mockReset();
    vi.stubGlobal('location', { ...window.location, assign });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    act(() => useLocaleStore.getState().setLocale('en'));
  });

  it('are the five reports', () => {
    expect(reportRoutes(routes).map((route) => route.path)).toEqual(REPORT_NAMES.map((name) => `/reports/${name}`));
  });

  it.each(REPORT_NAMES)('take an account with VIEW_REPORTS to %s in the admin app, with the same filters', async (name) => {
    session('loggedIn', ['VIEW_REPORTS']);
    open(`/reports/${name}?filterMode=List&dateRange=2`);
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`/admin/#/reports/${name}?filterMode=List&dateRange=2`));
    expect(screen.getByText('Opening the report in the admin app…')).toBeInTheDocument();
  });

  it('take a platform admin there too, saying so in Thai', async () => {
    act(() => useLocaleStore.getState().setLocale('th'));
    session('loggedIn', ['ADMIN']);
    open('/reports/learning-dashboard');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/admin/#/reports/learning-dashboard'));
    expect(screen.getByText('กำลังเปิดรายงานในระบบผู้ดูแล…')).toBeInTheDocument();
  });

  it('send a logged-in account without ADMIN or VIEW_REPORTS home', async () => {
    session('loggedIn', ['ENROL_WITH_CREDITS']);
    open('/reports/user-activation?dateRange=1');
    expect(await screen.findByText('at /')).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it('send a logged-out visitor to log in, coming back to the report afterwards', async () => {
    session('loggedOut');
    open('/reports/learning-summary-drill-down?dateRange=3');
    expect(await screen.findByText('at /auth/login?redirectTo=%2Freports%2Flearning-summary-drill-down%3FdateRange%3D3')).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });
});
