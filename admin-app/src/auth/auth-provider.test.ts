// @vitest-environment jsdom
import { STORAGE_KEYS } from '@khru/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authProvider } from './auth-provider';

/** An unsigned access token carrying these permissions (the app only reads the claims). */
const tokenWith = (permissions: string[]) =>
  ['header', btoa(JSON.stringify({ sub: 'u-1', Permissions: permissions.join(','), exp: Math.floor(Date.now() / 1000) + 600 })), 'signature'].join('.');

function answerLoginWith(permissions: string[]) {
  const fetch = vi.fn(async (url: string) =>
    url.endsWith('/login') ? Response.json({ id: 'u-1', jwtToken: tokenWith(permissions), refreshToken: 'refresh' }) : new Response(null, { status: 204 }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('who may sign in to the admin app', () => {
  it.each([
    ['an organisation admin', ['VIEW_REPORTS', 'MANAGE_ORGANISATION', 'MANAGE_EMPLOYEES', 'ENROL_WITH_CREDITS', 'VIEW_AUDIT']],
    ['HR', ['VIEW_REPORTS', 'MANAGE_EMPLOYEES', 'ENROL_WITH_CREDITS']],
    ['a platform admin', ['ADMIN', 'VIEW_REPORTS', 'MANAGE_USERS']],
  ])('lets %s in', async (_who, permissions) => {
    answerLoginWith(permissions);
    await authProvider.login({ username: 'someone@khru.example', password: 'khru-demo-2026' });
    expect(localStorage.getItem(STORAGE_KEYS.jwtToken)).toBe(tokenWith(permissions));
  });

  it.each([
    ['a B2B employee', ['ENROL_WITH_CREDITS']],
    ['a member', []],
  ])('refuses %s and ends the session it was given', async (_who, permissions) => {
    const fetch = answerLoginWith(permissions);
    await expect(authProvider.login({ username: 'employee@khru.example', password: 'khru-demo-2026' })).rejects.toThrow();
    expect(localStorage.getItem(STORAGE_KEYS.jwtToken)).toBeNull();
    expect(fetch).toHaveBeenCalledWith('/api/authapi/auth/logout', expect.objectContaining({ method: 'POST' }));
  });
});
