import { useSessionStore } from '../stores/session-store';
import { refreshSession } from './refresh-session';
import { readStoredTokens } from '../stores/stored-tokens';
import { isExpired, readClaims } from '../stores/token-claims';

/**
 * Start-up (spec section 4): a stored access token that has not expired logs in with the stored
 * data; an expired one with a refresh token refreshes; anything else, or any error, logs out. A refresh
 * interrupted by a reload or the network is not an error of the session: it keeps the stored tokens.
 */
export async function startSession(): Promise<void> {
  const session = useSessionStore.getState();
  try {
    const stored = readStoredTokens();
    const claims = readClaims(stored?.jwtToken ?? null);
    if (stored && claims && !isExpired(claims)) {
      session.loggedIn({ id: stored.userId, jwtToken: stored.jwtToken, refreshToken: stored.refreshToken ?? '' });
    } else if (stored?.refreshToken) {
      // A refresh that was interrupted rather than refused leaves the tokens stored for the next start.
      if (!(await refreshSession()) && readStoredTokens()) useSessionStore.getState().unconfirmed();
    } else {
      session.loggedOut();
    }
  } catch {
    session.loggedOut();
  } finally {
    useSessionStore.getState().markReady();
  }
}
