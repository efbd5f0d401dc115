import { ERROR_MESSAGES, FALLBACK_LOCALE, isLocale, STORAGE_KEYS, type AuthResponse, type UserResponse } from '@khru/contracts';
import type { AuthProvider } from 'react-admin';
import { ADMIN_APP_PERMISSIONS, claimsOf, clearAuth, storeAuth, storedToken, storedUserId } from './tokens';

const locale = () => {
  const stored = localStorage.getItem('locale');
  return isLocale(stored) ? stored : FALLBACK_LOCALE;
};

async function post(path: string, body: unknown, token?: string | null): Promise<Response> {
  return fetch(`/api/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Accept-Language': locale(), ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
}

const permitted = (token: string | null) => {
  const claims = claimsOf(token);
  return Boolean(claims && claims.Permissions.split(',').some((p) => ADMIN_APP_PERMISSIONS.includes(p)));
};

/** Trades the stored refresh token for a new pair; false when there is none or it was refused. */
async function refresh(): Promise<boolean> {
  const userId = storedUserId();
  const refreshToken = localStorage.getItem(STORAGE_KEYS.refreshToken);
  if (!userId || !refreshToken) return false;
  const response = await post(`authapi/auth/${encodeURIComponent(userId)}/refresh-token`, { refreshToken });
  if (!response.ok) return false;
  storeAuth((await response.json()) as AuthResponse);
  return true;
}

/** Logs in with the auth API; only accounts with one of ADMIN_APP_PERMISSIONS may enter. */
export const authProvider: AuthProvider = {
  async login({ username, password }: { username: string; password: string }) {
    const response = await post('authapi/auth/login', { email: username, password });
    const body = (await response.json().catch(() => null)) as (AuthResponse & { message?: string }) | null;
    if (!response.ok || !body) throw new Error(body?.message ?? ERROR_MESSAGES[locale()].INTERNAL_SERVER_ERROR);
    if (!permitted(body.jwtToken)) {
      await post('authapi/auth/logout', {}, body.jwtToken).catch(() => undefined);
      throw new Error(ERROR_MESSAGES[locale()].UNAUTHORIZED);
    }
    storeAuth(body);
  },
  async logout() {
    const token = storedToken();
    if (token) await post('authapi/auth/logout', {}, token).catch(() => undefined);
    clearAuth();
  },
  async checkAuth() {
    const claims = claimsOf(storedToken());
    const fresh = claims && claims.exp * 1000 > Date.now();
    if (!fresh && !(await refresh())) throw new Error('login required');
    if (!permitted(storedToken())) throw new Error(ERROR_MESSAGES[locale()].UNAUTHORIZED);
  },
  async checkError(error: { status?: number }) {
    if (error.status === 401) {
      if (await refresh()) return;
      clearAuth();
      throw new Error('session ended');
    }
  },
  async getPermissions() {
    return claimsOf(storedToken())?.Permissions.split(',').filter(Boolean) ?? [];
  },
  async getIdentity() {
    const userId = storedUserId();
    const response = await fetch(`/api/userprofileapi/user/${encodeURIComponent(userId ?? '')}`, { headers: { Authorization: `Bearer ${storedToken()}` } });
    if (!response.ok) return { id: userId ?? '' };
    const user = (await response.json()) as UserResponse;
    return {
      id: user.id,
      fullName: `${user.firstName} ${user.lastName}`,
      email: user.email,
      ...(user.profileImageUrl ? { avatar: user.profileImageUrl } : {}),
    };
  },
};
