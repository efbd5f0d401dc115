import { Inject, Injectable, Logger, type BeforeApplicationShutdown } from '@nestjs/common';
import { type NotificationEvent, type NotificationStreamMessage } from '@khru/contracts';
import type { EventStore, RecordedEvent } from '@khru/platform';
import type { ProjectionRunner } from '@khru/projections';
import { EVENT_STORE, PROJECTION_RUNNER } from '../../kernel/infrastructure/tokens.js';
import { LiveFeed, type LiveListener } from '../../kernel/live/live-feed.js';
import type { StreamSession } from '../../kernel/live/stream-session.js';
import { NotificationList } from '../bell/notification-list.js';

const CHANGES: readonly string[] = ['NotificationSent', 'NotificationRead', 'NotificationsSeen'] satisfies NotificationEvent['type'][];

/**
 * Tells the open notification streams of this process when their user's notifications change: for each change of a
 * listened-to user it waits until the read models have applied it, then sends the unread count (and the notification,
 * when one was sent).
 */
@Injectable()
export class NotificationHub implements BeforeApplicationShutdown {
  private readonly feed: LiveFeed<NotificationStreamMessage>;

  constructor(
    @Inject(EVENT_STORE) store: EventStore,
    @Inject(PROJECTION_RUNNER) runner: ProjectionRunner,
    private readonly notifications: NotificationList,
  ) {
    const logger = new Logger(NotificationHub.name);
    this.feed = new LiveFeed({ topic: 'notification', logger, store, runner, changed: (event) => this.changed(event) });
  }

  /**
   * Starts telling `listener` of the session's user's changes, until the session ends; resolves once everything
   * appended before is in the read models, so a first message read then misses nothing. Answers the function that stops it.
   */
  listen(session: StreamSession, listener: LiveListener<NotificationStreamMessage>): Promise<() => void> {
    return this.feed.listen(session.caller.userId, listener, session);
  }

  beforeApplicationShutdown(): Promise<void> {
    return this.feed.stop();
  }

  private async changed(event: RecordedEvent): Promise<void> {
    if (!CHANGES.includes(event.type)) return;
    const { userId, notificationId } = event.data as { userId: string; notificationId?: string };
    const listening = this.feed.listenersOf(userId);
    if (listening.size === 0) return;
    await this.feed.applied(event);
    const totalUnread = await this.notifications.unread(userId);
    const notification = event.type === 'NotificationSent' && notificationId ? await this.notifications.one(notificationId) : null;
    const message: NotificationStreamMessage = notification ? { totalUnread, notification } : { totalUnread };
    for (const listener of listening) listener.send(message);
  }
}
