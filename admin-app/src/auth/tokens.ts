import { STORAGE_KEYS, type AccessTokenClaims, type AuthResponse } from '@khru/contracts';

/** The same storage keys as the learner app (spec section 3), so one login serves both apps. */
export const storedToken = () => localStorage.getItem(STORAGE_KEYS.jwtToken);
export const storedUserId = () => localStorage.getItem(STORAGE_KEYS.userId);

export function storeAuth(auth: AuthResponse): void {
  localStorage.setItem(STORAGE_KEYS.userId, auth.id);
  localStorage.setItem(STORAGE_KEYS.jwtToken, auth.jwtToken);
  localStorage.setItem(STORAGE_KEYS.refreshToken, auth.refreshToken);
}

export function clearAuth(): void {
  for (const key of [STORAGE_KEYS.userId, STORAGE_KEYS.jwtToken, STORAGE_KEYS.refreshToken]) localStorage.removeItem(key);
}

export function claimsOf(token: string | null): AccessTokenClaims | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    return JSON.parse(decodeURIComponent(escape(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))))) as AccessTokenClaims;
  } catch {
    return null;
  }
}

/** Who may use the admin app: platform administrators, organisation admins and HR, and auditors; learners (B2B, MEMBER) may not. */
export const ADMIN_APP_PERMISSIONS = ['ADMIN', 'VIEW_REPORTS', 'MANAGE_ORGANISATION', 'MANAGE_EMPLOYEES', 'VIEW_AUDIT'];
