// @vitest-environment jsdom
import { STORAGE_KEYS } from '@khru/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../stores/session-store';
import { api, setUnauthorizedHandler } from './api-client';
import { startSession } from './start-session';

const token = (claims: object) => `h.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.s`;
const now = () => Math.floor(Date.now() / 1000);
const valid = token({ sub: 'u1', sid: 's1', Role: 'admin', Permissions: 'ADMIN,VIEW_REPORTS', exp: now() + 600 });
const expired = token({ sub: 'u1', sid: 's1', Role: 'MEMBER', Permissions: '', exp: now() - 10 });
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

function store(jwt: string, refresh: string | null) {
  localStorage.setItem(STORAGE_KEYS.userId, 'u1');
  localStorage.setItem(STORAGE_KEYS.jwtToken, jwt);
  if (refresh) localStorage.setItem(STORAGE_KEYS.refreshToken, refresh);
}

describe('session handling (spec section 4)', () => {
  beforeEach(() => {
    localStorage.clear();
    useSessionStore.setState({ status: 'starting', ready: false, userId: null, claims: null, permissions: [] });
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    // Refreshes within the debounce window share one request; let it pass between cases.
    await new Promise((resolve) => setTimeout(resolve, 150));
  });

  it('start-up with an unexpired token logs in from storage, role upper-cased, permissions from the token', async () => {
    store(valid, 'r1');
    vi.stubGlobal('fetch', vi.fn());
    await startSession();
    expect(useSessionStore.getState()).toMatchObject({ status: 'loggedIn', ready: true, userId: 'u1', permissions: ['ADMIN', 'VIEW_REPORTS'] });
    expect(useSessionStore.getState().claims?.Role).toBe('ADMIN');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('start-up with an expired token and a refresh token refreshes and stores the new pair', async () => {
    store(expired, 'r1');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ id: 'u1', jwtToken: valid, refreshToken: 'r2', position: null })),
    );
    await startSession();
    expect(useSessionStore.getState().status).toBe('loggedIn');
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('r2');
    expect(fetch).toHaveBeenCalledWith(
      '/api/authapi/auth/u1/refresh-token',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ refreshToken: 'r1' }) }),
    );
  });

  it('start-up whose refresh fails logs out and clears the stored tokens', async () => {
    store(expired, 'r1');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ code: 'IS_EXPIRED_TOKEN' }, 401)),
    );
    await startSession();
    expect(useSessionStore.getState()).toMatchObject({ status: 'loggedOut', ready: true });
    expect(localStorage.getItem(STORAGE_KEYS.jwtToken)).toBeNull();
  });

  it('start-up without tokens logs out', async () => {
    await startSession();
    expect(useSessionStore.getState()).toMatchObject({ status: 'loggedOut', ready: true });
  });

  it('a 401 refreshes once and retries the call with the new token', async () => {
    store(valid, 'r1');
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push(`${url} ${(init.headers as Record<string, string>).Authorization ?? ''}`);
        if (url.includes('refresh-token')) return json({ id: 'u1', jwtToken: `${valid}2`, refreshToken: 'r2', position: null });
        return (init.headers as Record<string, string>).Authorization === `Bearer ${valid}2` ? json({ ok: true }) : json({ code: 'UNAUTHORIZED' }, 401);
      }),
    );
    await expect(api('userprofileapi/user/u1')).resolves.toEqual({ ok: true });
    expect(calls).toHaveLength(3);
  });

  it('a 401 that refreshing cannot cure logs out and sends the learner to login', async () => {
    store(valid, 'r1');
    const redirect = vi.fn();
    setUnauthorizedHandler(redirect);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ statusCode: 401, code: 'IS_EXPIRED_TOKEN', message: 'Your session has been expired' }, 401)),
    );
    await expect(api('userprofileapi/user/u1')).rejects.toMatchObject({ status: 401, code: 'IS_EXPIRED_TOKEN' });
    expect(redirect).toHaveBeenCalled();
    expect(useSessionStore.getState().status).toBe('loggedOut');
    expect(localStorage.getItem(STORAGE_KEYS.jwtToken)).toBeNull();
  });

  it('a wrong password on login is an error for the form, not a logout', async () => {
    const redirect = vi.fn();
    setUnauthorizedHandler(redirect);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ statusCode: 401, code: 'INCORRECT_EMAIL_PASSWORD', message: 'Wrong email or password' }, 401)),
    );
    await expect(api('authapi/auth/login', { method: 'POST', body: '{}' })).rejects.toMatchObject({ code: 'INCORRECT_EMAIL_PASSWORD' });
    expect(redirect).not.toHaveBeenCalled();
  });
});
