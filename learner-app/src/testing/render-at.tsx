import type { Role } from '@khru/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';
import { useSessionStore } from '../stores/session-store';

/** Where the router ended up (every other path renders this), with any navigation state. */
function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.state ? ` ${JSON.stringify(location.state)}` : ''}`}</p>;
}

/** Renders `element` at `path` (a route pattern) entered as `entry` (with any query string), with a fresh query client and a router. */
export function renderAt(element: ReactNode, { path = '/', entry = path, state }: { path?: string; entry?: string; state?: unknown } = {}) {
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [{ pathname: entry.split('?')[0], search: entry.includes('?') ? entry.slice(entry.indexOf('?')) : '', state }] },
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

/** A logged-in account of this role (claims as the token would carry them). */
export function logInAs(role: Role, userId = 'u1'): void {
  useSessionStore.setState({
    status: 'loggedIn',
    ready: true,
    userId,
    claims: { sub: userId, sid: 's1', Role: role, Permissions: '', iat: 0, exp: Math.floor(Date.now() / 1000) + 600 },
    permissions: [],
  });
}

export interface StubbedCall {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

/**
 * Answers the API from `answer(method, path)` (a path under /api/, with its query), as
 * `[status, body]`, and records every call.
 */
export function stubApi(answer: (method: string, path: string) => [number, unknown] | Promise<[number, unknown]>): StubbedCall[] {
  const calls: StubbedCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const path = url.replace(/^\/api\//, '');
      calls.push({ method, path, headers: (init.headers ?? {}) as Record<string, string>, body: init.body ? JSON.parse(String(init.body)) : null });
      const [status, body] = await answer(method, path);
      return new Response(JSON.stringify(body), { status });
    }),
  );
  return calls;
}
