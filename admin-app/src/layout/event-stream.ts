import { authProvider } from '../auth/auth-provider';
import { claimsOf, storedToken, storedUserId } from '../auth/tokens';
import { shareEventStream } from './shared-event-stream';

/** Reconnection waits double from the first to the last, so a server that is down is not hammered. */
export const STREAM_RETRY_MS = { first: 1000, last: 30_000 } as const;

/**
 * The stored access token, refreshed first once it has expired: the server ends a stream when its token expires and
 * refuses an expired one. A failed refresh leaves the stored token, so that stream is refused and retried after the
 * growing wait (react-admin logs out at its next check if the session is over). Null when logged out.
 */
async function streamToken(): Promise<string | null> {
  const claims = claimsOf(storedToken());
  if (claims && claims.exp * 1000 <= Date.now()) await authProvider.checkAuth({}).catch(() => undefined);
  return storedToken();
}

/**
 * Follows the server-sent events named `event` at `path`, handing each one's parsed data to `onMessage`, on the
 * browser's one stream of that path for this user: a visible tab holds it and every tab hears it (ADR 25). A dropped,
 * ended or refused stream is reopened with a fresh token after a growing wait, and `onReconnect` is called once a
 * stream is back, since events may have been missed (in a hidden tab, once it is shown). Answers the function that stops it.
 */
export function followEventStream<T>(path: string, event: string, onMessage: (data: T) => void, onReconnect: () => void): () => void {
  return shareEventStream({
    name: `${path}:${storedUserId() ?? ''}`,
    url: async () => {
      const token = await streamToken();
      // EventSource cannot send headers, so the access token travels as a query parameter.
      return token ? `${path}?access_token=${encodeURIComponent(token)}` : null;
    },
    events: [event],
    retryMs: STREAM_RETRY_MS,
    onEvent: (_event, data) => onMessage(JSON.parse(data) as T),
    onReopen: onReconnect,
  });
}
