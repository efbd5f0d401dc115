import { authProvider } from '../auth/auth-provider';
import { claimsOf, storedToken } from '../auth/tokens';

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
 * Follows the server-sent events named `event` at `path`, handing each one's parsed data to `onMessage`. A dropped,
 * ended or refused stream is reopened with a fresh token after a growing wait, and `onReconnect` is called once it is
 * back, since events may have been missed. Answers the function that stops it.
 */
export function followEventStream<T>(path: string, event: string, onMessage: (data: T) => void, onReconnect: () => void): () => void {
  let source: EventSource | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let wait: number = STREAM_RETRY_MS.first;
  let stopped = false;
  const connect = async () => {
    const token = await streamToken();
    if (stopped || !token) return;
    // EventSource cannot send headers, so the access token travels as a query parameter.
    const opened = new EventSource(`${path}?access_token=${encodeURIComponent(token)}`);
    source = opened;
    opened.onopen = () => {
      if (wait > STREAM_RETRY_MS.first) onReconnect();
      wait = STREAM_RETRY_MS.first;
    };
    opened.addEventListener(event, (message) => onMessage(JSON.parse((message as MessageEvent<string>).data) as T));
    opened.onerror = () => {
      opened.close();
      retry = setTimeout(() => void connect(), wait);
      wait = Math.min(wait * 2, STREAM_RETRY_MS.last);
    };
  };
  void connect();
  return () => {
    stopped = true;
    clearTimeout(retry);
    source?.close();
  };
}
