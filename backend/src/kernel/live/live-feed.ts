import type { Logger } from '@nestjs/common';
import type { EventStore, RecordedEvent, Subscription } from '@khru/platform';
import type { ProjectionRunner } from '@khru/projections';
import { AsyncResource } from 'node:async_hooks';
import { READ_WAIT_MS } from '../http/read-after.interceptor.js';
import { SessionWatch } from './session-watch.js';
import type { StreamSession } from './stream-session.js';

/** One open stream: what to send it, and how to end it when the process stops. */
export interface LiveListener<Message> {
  send(message: Message): void;
  end(): void;
}

export interface LiveFeedOptions {
  /** What the feed tells of, for its log lines (`notification`, `support`). */
  topic: string;
  logger: Logger;
  store: EventStore;
  runner: ProjectionRunner;
  /** Called with each event of the feed, in order; a failure is logged and the feed goes on. */
  changed: (event: RecordedEvent) => Promise<void>;
}

/** How often a live feed asks the event store for new events while anyone listens. */
const FEED_POLL_MS = 250;

/**
 * The event feed as a hub of open streams sees it. From the first listener on, it follows the feed from its head and
 * hands each event to `changed`; listeners are kept by key (a user, a visitor, a team). Listeners are in memory: each
 * process serves its own connections (ADR 25 says how several replicas share the work). A listener opened with an
 * access token lives no longer than its session (ADR 25, when streams end).
 */
export class LiveFeed<Message> {
  private readonly listeners = new Map<string, Set<LiveListener<Message>>>();
  private following: Promise<Subscription> | null = null;
  private readonly sessions = new SessionWatch();
  // The feed is followed outside any request's context (its logger, its read tracking), whichever request starts it.
  private readonly scope: AsyncResource;

  constructor(private readonly options: LiveFeedOptions) {
    this.scope = new AsyncResource(`${options.topic}-hub`);
  }

  /**
   * Starts handing `listener` what is sent to `key`; resolves once everything appended before is in the read models,
   * so a first message read then misses nothing. With a `session` (null for a visitor, whom no access token bounds),
   * the listener is ended when the session is. Answers the function that stops it.
   */
  async listen(key: string, listener: LiveListener<Message>, session: StreamSession | null): Promise<() => void> {
    await (this.following ??= this.scope.runInAsyncScope(() => this.follow()));
    const mine = this.listeners.get(key) ?? new Set();
    mine.add(listener);
    this.listeners.set(key, mine);
    const end = () => listener.end();
    const unwatch = session ? this.sessions.watch(session, end) : () => undefined;
    const stop = () => {
      unwatch();
      mine.delete(listener);
      if (mine.size === 0 && this.listeners.get(key) === mine) this.listeners.delete(key);
    };
    try {
      const head = await this.options.store.headPosition();
      if (head) await this.options.runner.waitFor(head, READ_WAIT_MS);
    } catch (error) {
      // Nobody will be handed the stop function: the listener and its expiry timer must not stay behind.
      stop();
      throw error;
    }
    // A session ended before this listener was watched passed the feed unseen, but the read models show it now.
    if (session) await this.sessions.check(session, end);
    return stop;
  }

  /** Whether anyone listens at all. */
  get listening(): boolean {
    return this.listeners.size > 0;
  }

  /** The listeners of `key` now (none when nobody listens). */
  listenersOf(key: string): ReadonlySet<LiveListener<Message>> {
    return this.listeners.get(key) ?? new Set();
  }

  /** Waits (bounded) until the read models have applied `event`. */
  async applied(event: RecordedEvent): Promise<void> {
    await this.options.runner.waitFor(event.position, READ_WAIT_MS);
  }

  /** Open streams would keep the HTTP server from closing: they end first (EventSource reconnects elsewhere). */
  async stop(): Promise<void> {
    for (const listening of this.listeners.values()) for (const listener of listening) listener.end();
    this.listeners.clear();
    const following = this.following;
    this.following = null;
    await (await following)?.stop();
  }

  private async follow(): Promise<Subscription> {
    const head = await this.options.store.headPosition();
    // A failed push is logged and passed over: the next change sends afresh.
    const { topic, logger, changed } = this.options;
    const push = (event: RecordedEvent) =>
      this.sessions
        .passed(event, (passed) => this.applied(passed))
        .then(() => changed(event))
        .catch((error: unknown) => logger.warn(`A ${topic} push failed: ${String(error)}`));
    const subscription = this.options.store.subscribe(head, push, { batchSize: 500, pollIntervalMs: FEED_POLL_MS });
    subscription.done.catch((error: unknown) => logger.error(`The ${topic} feed stopped: ${String(error)}`));
    return subscription;
  }
}
