import { Inject, Injectable, Logger, type BeforeApplicationShutdown } from '@nestjs/common';
import { type NotificationEvent, type NotificationStreamMessage } from '@khru/contracts';
import type { EventStore, RecordedEvent, Subscription } from '@khru/platform';
import type { ProjectionRunner } from '@khru/projections';
import { AsyncResource } from 'node:async_hooks';
import { EVENT_STORE, PROJECTION_RUNNER } from '../../kernel/infrastructure/tokens.js';
import { READ_WAIT_MS } from '../../kernel/http/read-after.interceptor.js';
import { NotificationList } from '../bell/notification-list.js';

/** One open stream: what to send it, and how to end it when the process stops. */
export interface NotificationListener {
  send(message: NotificationStreamMessage): void;
  end(): void;
}

/** How often the hub asks the feed for new events while anyone listens. */
const FEED_POLL_MS = 250;
const CHANGES: readonly string[] = ['NotificationSent', 'NotificationRead', 'NotificationsSeen'] satisfies NotificationEvent['type'][];

/**
 * Tells the open notification streams of this process when their user's notifications change. From the first
 * listener on, it follows the event feed from its head; for each change of a listened-to user it waits until the
 * read models have applied it, then sends the unread count (and the notification, when one was sent). Listeners are
 * in memory: each process serves its own connections (ADR 25 says how several replicas share the work).
 */
@Injectable()
export class NotificationHub implements BeforeApplicationShutdown {
  private readonly logger = new Logger(NotificationHub.name);
  private readonly listeners = new Map<string, Set<NotificationListener>>();
  private following: Promise<Subscription> | null = null;
  // The feed is followed outside any request's context (its logger, its read tracking), whichever request starts it.
  private readonly scope = new AsyncResource('notification-hub');

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PROJECTION_RUNNER) private readonly runner: ProjectionRunner,
    private readonly notifications: NotificationList,
  ) {}

  /**
   * Starts telling `listener` of the user's changes; resolves once everything appended before is in the read models,
   * so a first message read then misses nothing. Answers the function that stops it.
   */
  async listen(userId: string, listener: NotificationListener): Promise<() => void> {
    await (this.following ??= this.scope.runInAsyncScope(() => this.follow()));
    const mine = this.listeners.get(userId) ?? new Set();
    mine.add(listener);
    this.listeners.set(userId, mine);
    const head = await this.store.headPosition();
    if (head) await this.runner.waitFor(head, READ_WAIT_MS);
    return () => {
      mine.delete(listener);
      if (mine.size === 0 && this.listeners.get(userId) === mine) this.listeners.delete(userId);
    };
  }

  /** Open streams would keep the HTTP server from closing: they end first (EventSource reconnects elsewhere). */
  async beforeApplicationShutdown(): Promise<void> {
    for (const listening of this.listeners.values()) for (const listener of listening) listener.end();
    this.listeners.clear();
    const following = this.following;
    this.following = null;
    await (await following)?.stop();
  }

  private async follow(): Promise<Subscription> {
    const head = await this.store.headPosition();
    // A failed push is logged and passed over: the next change sends the count afresh.
    const push = (event: RecordedEvent) => this.changed(event).catch((error: unknown) => this.logger.warn(`A notification push failed: ${String(error)}`));
    const subscription = this.store.subscribe(head, push, { batchSize: 500, pollIntervalMs: FEED_POLL_MS });
    subscription.done.catch((error: unknown) => this.logger.error(`The notification feed stopped: ${String(error)}`));
    return subscription;
  }

  private async changed(event: RecordedEvent): Promise<void> {
    if (!CHANGES.includes(event.type)) return;
    const { userId, notificationId } = event.data as { userId: string; notificationId?: string };
    const listening = this.listeners.get(userId);
    if (!listening) return;
    await this.runner.waitFor(event.position, READ_WAIT_MS);
    const totalUnread = await this.notifications.unread(userId);
    const notification = event.type === 'NotificationSent' && notificationId ? await this.notifications.one(notificationId) : null;
    const message: NotificationStreamMessage = notification ? { totalUnread, notification } : { totalUnread };
    for (const listener of listening) listener.send(message);
  }
}
