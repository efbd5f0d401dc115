import { isRole, type AccessTokenClaims } from '@khru/contracts';

/** Reads the access token's claims (no verification: the server verifies; the app only needs role and expiry). */
export function readClaims(token: string | null): AccessTokenClaims | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const claims = JSON.parse(decodeURIComponent(escape(json))) as AccessTokenClaims;
    if (typeof claims.exp !== 'number' || typeof claims.sub !== 'string') return null;
    return { ...claims, Role: (typeof claims.Role === 'string' ? claims.Role.toUpperCase() : claims.Role) as AccessTokenClaims['Role'] };
  } catch {
    return null;
  }
}

export const isExpired = (claims: AccessTokenClaims, now = Date.now()) => claims.exp * 1000 <= now;

export const permissionsOf = (claims: AccessTokenClaims | null): string[] =>
  claims && isRole(claims.Role) ? claims.Permissions.split(',').filter(Boolean) : [];
