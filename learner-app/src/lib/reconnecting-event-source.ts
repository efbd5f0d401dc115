export interface EventSourceFollower {
  /** Where to open the stream, read at each opening (a fresh token goes in it); null opens nothing (logged out). */
  url: () => Promise<string | null>;
  /** The named server-sent events to hand on. */
  events: readonly string[];
  /** Reopening waits double from the first to the last, so a server that is down is not hammered. */
  retryMs: { readonly first: number; readonly last: number };
  opened(): void;
  received(event: string, data: string): void;
  dropped(): void;
}

/**
 * Keeps an EventSource open: a dropped, ended or refused stream is closed and opened again at a freshly read url after
 * a growing wait (EventSource's own retry would reuse an expired token). Answers the function that closes it for good.
 */
export function followEventSource({ url, events, retryMs, opened, received, dropped }: EventSourceFollower): () => void {
  let source: EventSource | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let wait = retryMs.first;
  let stopped = false;
  const connect = async () => {
    const address = await url();
    if (stopped || !address) return;
    const opening = new EventSource(address);
    source = opening;
    opening.onopen = () => {
      wait = retryMs.first;
      opened();
    };
    for (const event of events) opening.addEventListener(event, (message) => received(event, (message as MessageEvent<string>).data));
    opening.onerror = () => {
      opening.close();
      source = null;
      dropped();
      retry = setTimeout(() => void connect(), wait);
      wait = Math.min(wait * 2, retryMs.last);
    };
  };
  void connect();
  return () => {
    stopped = true;
    clearTimeout(retry);
    source?.close();
  };
}
