import { STORAGE_KEYS, type AuthResponse } from '@khru/contracts';

/** The token pair and user id under the spec's storage keys (`auth_user_id`, `auth_jwt_token`, `auth_refresh_token`). */
export interface StoredTokens {
  userId: string;
  jwtToken: string;
  refreshToken: string | null;
}

export function readStoredTokens(): StoredTokens | null {
  const userId = localStorage.getItem(STORAGE_KEYS.userId);
  const jwtToken = localStorage.getItem(STORAGE_KEYS.jwtToken);
  if (!userId || !jwtToken) return null;
  return { userId, jwtToken, refreshToken: localStorage.getItem(STORAGE_KEYS.refreshToken) };
}

export function storeTokens(auth: Pick<AuthResponse, 'id' | 'jwtToken' | 'refreshToken'>): void {
  localStorage.setItem(STORAGE_KEYS.userId, auth.id);
  localStorage.setItem(STORAGE_KEYS.jwtToken, auth.jwtToken);
  localStorage.setItem(STORAGE_KEYS.refreshToken, auth.refreshToken);
}

export function clearStoredTokens(): void {
  localStorage.removeItem(STORAGE_KEYS.userId);
  localStorage.removeItem(STORAGE_KEYS.jwtToken);
  localStorage.removeItem(STORAGE_KEYS.refreshToken);
}
