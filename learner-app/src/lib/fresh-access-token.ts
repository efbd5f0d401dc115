import { refreshSession } from './refresh-session';
import { readStoredTokens } from './stored-tokens';
import { isExpired, readClaims } from './token-claims';

/**
 * The stored access token, refreshed first when it has expired (an event stream opened with it would be refused);
 * null once logged out. Event streams send it as a query parameter, since EventSource cannot send headers.
 */
export async function freshAccessToken(): Promise<string | null> {
  const token = readStoredTokens()?.jwtToken ?? null;
  const claims = readClaims(token);
  if (!token || !claims || !isExpired(claims)) return token;
  return (await refreshSession()) ? (readStoredTokens()?.jwtToken ?? null) : null;
}
