import { TIMINGS_MS, type AuthResponse } from '@khru/contracts';
import { useSessionStore } from '../stores/session-store';
import { readStoredTokens } from '../stores/stored-tokens';

let pending: Promise<boolean> | null = null;

/**
 * Trades the stored refresh token for a new pair. Calls within the debounce window share one
 * request, so a burst of 401s rotates the token once (a second rotation would look like reuse).
 * A failed refresh clears the stored tokens.
 */
export function refreshSession(): Promise<boolean> {
  pending ??= new Promise<boolean>((resolve) => setTimeout(resolve, TIMINGS_MS.refreshDebounce))
    .then(async () => {
      const stored = readStoredTokens();
      if (!stored?.refreshToken) return false;
      const response = await fetch(`/api/authapi/auth/${encodeURIComponent(stored.userId)}/refresh-token`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ refreshToken: stored.refreshToken }),
      });
      if (!response.ok) return false;
      useSessionStore.getState().loggedIn((await response.json()) as AuthResponse);
      return true;
    })
    .catch(() => false)
    .then((refreshed) => {
      if (!refreshed) useSessionStore.getState().loggedOut();
      return refreshed;
    })
    .finally(() => {
      setTimeout(() => {
        pending = null;
      }, TIMINGS_MS.refreshDebounce);
    });
  return pending;
}
