import { TIMINGS_MS, type AuthResponse } from '@khru/contracts';
import { useSessionStore } from '../stores/session-store';
import { readStoredTokens } from '../stores/stored-tokens';

let pending: Promise<boolean> | null = null;

/** Only these answers refuse the refresh token; anything else (5xx, 429) says nothing about the session. */
const REFUSALS = new Set([401, 403]);

/**
 * Trades the stored refresh token for a new pair. Calls within the debounce window share one
 * request, so a burst of 401s rotates the token once (a second rotation would look like reuse).
 * Only a refusal (401/403) clears the stored tokens: a fetch aborted by a reload, a network failure
 * or a server error leaves them for the next try, and a pair the server answered is always stored.
 * Resolves true once a fresh pair is stored; false otherwise (logged out only after a refusal).
 */
export function refreshSession(): Promise<boolean> {
  pending ??= new Promise<void>((resolve) => setTimeout(resolve, TIMINGS_MS.refreshDebounce)).then(refreshStoredPair).finally(() => {
    setTimeout(() => {
      pending = null;
    }, TIMINGS_MS.refreshDebounce);
  });
  return pending;
}

async function refreshStoredPair(): Promise<boolean> {
  const stored = readStoredTokens();
  if (!stored?.refreshToken) return false;
  let response: Response;
  let pair: AuthResponse | null = null;
  try {
    response = await fetch(`/api/authapi/auth/${encodeURIComponent(stored.userId)}/refresh-token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ refreshToken: stored.refreshToken }),
    });
    if (response.ok) pair = (await response.json()) as AuthResponse;
  } catch {
    // Aborted (the page is unloading) or offline: not a refusal, so the stored tokens stay.
    return false;
  }
  if (pair) {
    useSessionStore.getState().loggedIn(pair);
    return true;
  }
  if (!REFUSALS.has(response.status)) return false;
  // Another tab may have rotated the token meanwhile (ours then looks reused): its pair is good, keep it.
  const current = readStoredTokens();
  if (current?.refreshToken && current.refreshToken !== stored.refreshToken) {
    useSessionStore.getState().loggedIn({ id: current.userId, jwtToken: current.jwtToken, refreshToken: current.refreshToken });
    return true;
  }
  useSessionStore.getState().loggedOut();
  return false;
}
