import { refreshSession } from './refresh-session';
import { readStoredTokens } from '../stores/stored-tokens';
import { isExpired, readClaims } from '../stores/token-claims';

/**
 * A token this close to its expiry is refreshed first: the server ends a stream when its token expires, so one opened
 * with it would be ended at once, and a browser clock a little behind the server's would keep offering it after that.
 */
export const STREAM_TOKEN_MARGIN_MS = 30_000;

/**
 * The stored access token, refreshed first when it has expired or is about to (an event stream opened with it would be
 * refused, or soon ended); null once logged out. Event streams send it as a query parameter, since EventSource cannot
 * send headers.
 */
export async function freshAccessToken(): Promise<string | null> {
  const token = readStoredTokens()?.jwtToken ?? null;
  const claims = readClaims(token);
  if (!token || !claims || !isExpired(claims, Date.now() + STREAM_TOKEN_MARGIN_MS)) return token;
  return (await refreshSession()) ? (readStoredTokens()?.jwtToken ?? null) : null;
}
