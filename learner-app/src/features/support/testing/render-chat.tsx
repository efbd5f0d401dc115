import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { useLocaleStore } from '../../../stores/locale-store';
import { useSessionStore } from '../../../stores/session-store';
import { SupportLauncher } from '../components/support-launcher';
import { SupportSession } from '../components/support-session';
import { useSupportPanelStore } from '../support-panel-store';
import { useSupportVisitorStore } from '../support-visitor-store';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

/** The chat as the app has it (the session app-wide, the launcher on a page), at `entry` (a path with its query). */
export function renderChat(entry = '/') {
  const router = createMemoryRouter(
    [
      {
        path: '/*',
        element: (
          <>
            <SupportSession />
            <Where />
            <SupportLauncher />
          </>
        ),
      },
    ],
    { initialEntries: [entry] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return {
    router,
    client,
    ...render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    ),
  };
}

/** Someone not logged in, once start-up has settled. */
export function asVisitor(): void {
  act(() => useSessionStore.setState({ status: 'loggedOut', ready: true, userId: null, claims: null, permissions: [] }));
}

const base64url = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/** An access token the app can read (claims only: the server verifies). */
export const accessToken = (userId = 'u1') =>
  `${base64url({ alg: 'none' })}.${base64url({ sub: userId, sid: 's1', Role: 'MEMBER', Permissions: '', iat: 0, exp: Math.floor(Date.now() / 1000) + 600 })}.sig`;

/** A learner logged in as the login form does it: tokens stored, claims read. */
export function asLearner(userId = 'u1'): void {
  act(() => {
    useSessionStore.getState().loggedIn({ id: userId, jwtToken: accessToken(userId), refreshToken: 'refresh' });
    useSessionStore.getState().markReady();
  });
}

/** Back to nobody, the panel closed, English. */
export function resetChat(): void {
  act(() => {
    useSessionStore.getState().loggedOut();
    useSupportVisitorStore.getState().clear();
    useSupportPanelStore.setState({ open: false, view: { name: 'list' } });
    useLocaleStore.getState().setLocale('en');
  });
  localStorage.clear();
}
