import { Inject, Injectable, Logger, type BeforeApplicationShutdown } from '@nestjs/common';
import {
  CONVERSATION_EVENT_TYPES,
  LOCALES,
  type ConversationEvent,
  type Locale,
  type SupportConversationDocument,
  type SupportConversationView,
  type SupportStreamMessage,
} from '@khru/contracts';
import type { EventStore, RecordedEvent } from '@khru/platform';
import type { ProjectionRunner } from '@khru/projections';
import { EVENT_STORE, PROJECTION_RUNNER } from '../../kernel/infrastructure/tokens.js';
import { LiveFeed, type LiveListener } from '../../kernel/live/live-feed.js';
import type { StreamSession } from '../../kernel/live/stream-session.js';
import type { SupportLearnerRef } from '../conversation/conversation.decider.js';
import { SupportConversations } from '../read/support-conversations.js';

export type SupportListener = LiveListener<SupportStreamMessage<SupportConversationView>>;

const CONVERSATION_TYPES: readonly string[] = CONVERSATION_EVENT_TYPES;
/** Changes only support sees: the learner's view stays the same. */
const SUPPORT_ONLY: readonly string[] = ['ConversationAssigned', 'ConversationNoteAdded', 'ConversationReplyMailed'] satisfies ConversationEvent['type'][];

const learnerKey = (learner: SupportLearnerRef): string => ('userId' in learner ? `user:${learner.userId}` : `visitor:${learner.visitorId}`);
// Support listeners are kept by language: the organisation's name comes in it.
const supportKey = (locale: Locale): string => `support:${locale}`;

/** Who may read the conversation on the learner's side now: its account once joined, else its visitor. */
const readersOf = (conversation: SupportConversationDocument): string[] =>
  conversation.userId ? [learnerKey({ userId: conversation.userId })] : conversation.visitorId ? [learnerKey({ visitorId: conversation.visitorId })] : [];

/**
 * Tells the open support streams of this process when a conversation changes: once the read models have applied the
 * event, its learner (or visitor) gets the conversation as they see it, and every support listener as support sees it.
 */
@Injectable()
export class SupportHub implements BeforeApplicationShutdown {
  private readonly feed: LiveFeed<SupportStreamMessage<SupportConversationView>>;

  constructor(
    @Inject(EVENT_STORE) store: EventStore,
    @Inject(PROJECTION_RUNNER) runner: ProjectionRunner,
    private readonly conversations: SupportConversations,
  ) {
    const logger = new Logger(SupportHub.name);
    this.feed = new LiveFeed({ topic: 'support', logger, store, runner, changed: (event) => this.changed(event) });
  }

  /**
   * Starts telling a learner or visitor of their conversations' changes, a learner until their session ends (a visitor
   * has none: null); answers the function that stops it.
   */
  listenAsLearner(learner: SupportLearnerRef, listener: SupportListener, session: StreamSession | null): Promise<() => void> {
    return this.feed.listen(learnerKey(learner), listener, session);
  }

  /** Starts telling support of every conversation's changes, in `locale`, until the session ends; answers the function that stops it. */
  listenAsSupport(locale: Locale, listener: SupportListener, session: StreamSession): Promise<() => void> {
    return this.feed.listen(supportKey(locale), listener, session);
  }

  beforeApplicationShutdown(): Promise<void> {
    return this.feed.stop();
  }

  private async changed(event: RecordedEvent): Promise<void> {
    if (!CONVERSATION_TYPES.includes(event.type) || !this.feed.listening) return;
    await this.feed.applied(event);
    const conversation = await this.conversations.find((event.data as { conversationId: string }).conversationId);
    if (!conversation) return;
    const learners = SUPPORT_ONLY.includes(event.type) ? [] : readersOf(conversation).flatMap((key) => [...this.feed.listenersOf(key)]);
    if (learners.length > 0) {
      const message = { conversation: this.conversations.asLearnerView(conversation) };
      for (const listener of learners) listener.send(message);
    }
    for (const locale of LOCALES) {
      const support = this.feed.listenersOf(supportKey(locale));
      if (support.size === 0) continue;
      const message = { conversation: await this.conversations.asAdminView(conversation, locale) };
      for (const listener of support) listener.send(message);
    }
  }
}
