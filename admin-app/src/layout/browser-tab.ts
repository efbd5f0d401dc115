/** The part of Web Locks that tab leadership uses: a named lock, held until `hold` settles, asked for until `signal` aborts. */
export interface TabLocks {
  request(name: string, options: { signal: AbortSignal }, hold: () => Promise<void>): Promise<void>;
}

/** The part of a BroadcastChannel that the relay uses. */
export interface RelayChannel {
  postMessage(message: unknown): void;
  close(): void;
  onmessage: ((event: MessageEvent) => void) | null;
}

/** This tab as live streams see it: whether it is hidden, and what lets it share streams with the browser's other tabs. */
export interface BrowserTab {
  hidden(): boolean;
  onVisibilityChange(listener: () => void): () => void;
  /** Web Locks and BroadcastChannel; null where the browser lacks either (then each visible tab keeps its own streams). */
  sharing: { locks: TabLocks; channel(name: string): RelayChannel } | null;
}

export function browserTab(): BrowserTab {
  const locks = 'locks' in navigator ? navigator.locks : null;
  return {
    hidden: () => document.visibilityState === 'hidden',
    onVisibilityChange(listener) {
      document.addEventListener('visibilitychange', listener);
      return () => document.removeEventListener('visibilitychange', listener);
    },
    sharing: locks && typeof BroadcastChannel === 'function' ? { locks, channel: (name) => new BroadcastChannel(name) } : null,
  };
}
