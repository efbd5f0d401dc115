import type { BrowserTab, RelayChannel, TabLocks } from './browser-tab';

/** Web Locks in memory: each name is granted to one holder at a time, to waiters in the order they asked. */
class FakeLocks implements TabLocks {
  private readonly held = new Set<string>();
  private readonly waiting = new Map<string, (() => void)[]>();

  request(name: string, { signal }: { signal: AbortSignal }, hold: () => Promise<void>): Promise<void> {
    return new Promise((resolve, reject) => {
      const queue = this.waiting.get(name) ?? [];
      this.waiting.set(name, queue);
      const grant = () => {
        signal.removeEventListener('abort', abort);
        this.held.add(name);
        void hold().finally(() => {
          this.held.delete(name);
          resolve();
          queue.shift()?.();
        });
      };
      const abort = () => {
        queue.splice(queue.indexOf(grant), 1);
        reject(new DOMException('The lock request was aborted', 'AbortError'));
      };
      signal.addEventListener('abort', abort, { once: true });
      if (this.held.has(name)) queue.push(grant);
      else grant();
    });
  }

  /** How many tabs wait for `name`. */
  waitingFor(name: string): number {
    return this.waiting.get(name)?.length ?? 0;
  }
}

/** A BroadcastChannel in memory: a message reaches every other open channel of the same name, a moment later. */
class FakeChannel implements RelayChannel {
  onmessage: ((event: MessageEvent) => void) | null = null;

  constructor(
    private readonly name: string,
    private readonly open: Set<FakeChannel>,
  ) {
    open.add(this);
  }

  postMessage(message: unknown): void {
    for (const other of this.open)
      if (other !== this && other.name === this.name) queueMicrotask(() => other.onmessage?.(new MessageEvent('message', { data: structuredClone(message) })));
  }

  close(): void {
    this.open.delete(this);
  }
}

/** A tab of a FakeBrowser whose visibility the test sets. */
export class FakeTab implements BrowserTab {
  private isHidden: boolean;
  private readonly listeners = new Set<() => void>();

  constructor(
    hidden: boolean,
    readonly sharing: BrowserTab['sharing'],
  ) {
    this.isHidden = hidden;
  }

  hidden(): boolean {
    return this.isHidden;
  }

  onVisibilityChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  show(): void {
    this.isHidden = false;
    for (const listener of [...this.listeners]) listener();
  }

  hide(): void {
    this.isHidden = true;
    for (const listener of [...this.listeners]) listener();
  }
}

/** The tabs of one browser profile: shared locks and channels. */
export class FakeBrowser {
  readonly locks = new FakeLocks();
  private readonly channels = new Set<FakeChannel>();

  /** A new tab, visible unless told; `sharing: false` is a browser without Web Locks or BroadcastChannel. */
  tab({ hidden = false, sharing = true }: { hidden?: boolean; sharing?: boolean } = {}): FakeTab {
    return new FakeTab(hidden, sharing ? { locks: this.locks, channel: (name) => new FakeChannel(name, this.channels) } : null);
  }
}

/** Lets relayed messages, lock grants and releases run. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
