import { storedToken } from '../auth/tokens';

/** Reconnection waits double from the first to the last, so a server that is down is not hammered. */
export const STREAM_RETRY_MS = { first: 1000, last: 30_000 } as const;

/**
 * Follows the server-sent events named `event` at `path`, handing each one's parsed data to `onMessage`. A dropped or
 * refused stream is reopened with the token stored then (react-admin refreshes it as the admin works) after a growing
 * wait, and `onReconnect` is called once it is back, since events may have been missed. Answers the function that stops it.
 */
export function followEventStream<T>(path: string, event: string, onMessage: (data: T) => void, onReconnect: () => void): () => void {
  let source: EventSource | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let wait: number = STREAM_RETRY_MS.first;
  const connect = () => {
    const token = storedToken();
    if (!token) return;
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
      retry = setTimeout(connect, wait);
      wait = Math.min(wait * 2, STREAM_RETRY_MS.last);
    };
  };
  connect();
  return () => {
    clearTimeout(retry);
    source?.close();
  };
}
