// @vitest-environment jsdom
import { STORAGE_KEYS } from '@khru/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../stores/session-store';
import { freshAccessToken, STREAM_TOKEN_MARGIN_MS } from './fresh-access-token';

const token = (name: string, expiresInMs: number) =>
  `h.${btoa(JSON.stringify({ sub: 'u1', sid: name, Role: 'MEMBER', Permissions: '', exp: Math.floor((Date.now() + expiresInMs) / 1000) })).replace(/=+$/, '')}.s`;
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

function store(jwt: string) {
  localStorage.setItem(STORAGE_KEYS.userId, 'u1');
  localStorage.setItem(STORAGE_KEYS.jwtToken, jwt);
  localStorage.setItem(STORAGE_KEYS.refreshToken, 'r1');
}

describe('the access token an event stream opens with', () => {
  beforeEach(() => {
    localStorage.clear();
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    useSessionStore.getState().loggedOut();
    // Refreshes within the debounce window share one request; let it pass between cases.
    await new Promise((resolve) => setTimeout(resolve, 150));
  });

  it('is the stored one while it has a while to run', async () => {
    const stored = token('lasting', STREAM_TOKEN_MARGIN_MS + 60_000);
    store(stored);
    vi.stubGlobal('fetch', vi.fn());
    expect(await freshAccessToken()).toBe(stored);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('is refreshed first when it expires within the margin, so the stream is not ended as soon as it opens', async () => {
    store(token('ending', STREAM_TOKEN_MARGIN_MS - 5000));
    const refreshed = token('refreshed', 15 * 60_000);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ id: 'u1', jwtToken: refreshed, refreshToken: 'r2', position: null })),
    );
    expect(await freshAccessToken()).toBe(refreshed);
    expect(fetch).toHaveBeenCalledWith('/api/authapi/auth/u1/refresh-token', expect.objectContaining({ body: JSON.stringify({ refreshToken: 'r1' }) }));
  });

  it('is none once the session is over: the refresh is refused and the app logs out', async () => {
    store(token('expired', -1000));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ code: 'IS_EXPIRED_TOKEN' }, 401)),
    );
    expect(await freshAccessToken()).toBeNull();
    expect(useSessionStore.getState().status).toBe('loggedOut');
  });
});
