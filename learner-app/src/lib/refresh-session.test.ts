// @vitest-environment jsdom
import { STORAGE_KEYS } from '@khru/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../stores/session-store';
import { api, setUnauthorizedHandler } from './api-client';
import { startSession } from './start-session';

const token = (claims: object) => `h.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.s`;
const now = () => Math.floor(Date.now() / 1000);
const valid = token({ sub: 'u1', sid: 's1', Role: 'MEMBER', Permissions: '', exp: now() + 600 });
const expired = token({ sub: 'u1', sid: 's1', Role: 'MEMBER', Permissions: '', exp: now() - 10 });
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const aborted = () => Promise.reject(new DOMException('The user aborted a request.', 'AbortError'));

function store(jwt: string, refresh: string) {
  localStorage.setItem(STORAGE_KEYS.userId, 'u1');
  localStorage.setItem(STORAGE_KEYS.jwtToken, jwt);
  localStorage.setItem(STORAGE_KEYS.refreshToken, refresh);
}

/** Answers every call but the refresh with a 401, and the refresh with `refresh`. */
function stubApi(refresh: () => Promise<Response>) {
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => (url.includes('refresh-token') ? refresh() : Promise.resolve(json({ code: 'UNAUTHORIZED' }, 401)))),
  );
}

describe('a refresh interrupted or refused (only a refusal logs out)', () => {
  beforeEach(() => {
    localStorage.clear();
    useSessionStore.setState({ status: 'starting', ready: false, userId: null, claims: null, permissions: [] });
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    // Refreshes within the debounce window share one request; let it pass between cases.
    await new Promise((resolve) => setTimeout(resolve, 150));
  });

  it('a start-up refresh aborted by a reload keeps the stored tokens', async () => {
    store(expired, 'r1');
    stubApi(aborted);
    await startSession();
    expect(useSessionStore.getState()).toMatchObject({ status: 'loggedOut', ready: true });
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('r1');
    expect(localStorage.getItem(STORAGE_KEYS.jwtToken)).toBe(expired);
  });

  it('a 401 whose refresh is aborted neither logs out nor redirects', async () => {
    store(valid, 'r1');
    useSessionStore.getState().loggedIn({ id: 'u1', jwtToken: valid, refreshToken: 'r1' });
    const redirect = vi.fn();
    setUnauthorizedHandler(redirect);
    stubApi(aborted);
    await expect(api('userprofileapi/user/u1')).rejects.toMatchObject({ status: 0, code: 'network' });
    expect(redirect).not.toHaveBeenCalled();
    expect(useSessionStore.getState().status).toBe('loggedIn');
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('r1');
  });

  it('a 200 whose body is cut off by the reload does not clear the tokens', async () => {
    store(expired, 'r1');
    stubApi(async () => new Response('{"id":"u1","jwt', { status: 200 }));
    await startSession();
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('r1');
  });

  it('a server error on refresh is not a refusal', async () => {
    store(expired, 'r1');
    stubApi(async () => json({ code: 'INTERNAL' }, 503));
    await startSession();
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('r1');
  });

  it('a refusal after another tab stored a fresh pair keeps that pair', async () => {
    store(expired, 'r1');
    stubApi(async () => {
      store(valid, 'r2');
      return json({ code: 'IS_EXPIRED_TOKEN' }, 401);
    });
    await startSession();
    expect(useSessionStore.getState().status).toBe('loggedIn');
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('r2');
  });

  it('a 403 refusal logs out and clears the tokens', async () => {
    store(expired, 'r1');
    stubApi(async () => json({ code: 'FORBIDDEN' }, 403));
    await startSession();
    expect(useSessionStore.getState().status).toBe('loggedOut');
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
  });
});
