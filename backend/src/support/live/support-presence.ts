import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { SHARED_STATE } from '../../kernel/infrastructure/tokens.js';
import type { SharedState } from '../../kernel/shared-state/shared-state.js';

/** Whose chat is open now: a learner by user id, a visitor by visitor id. */
export type SupportPresenceKey = { userId: string } | { visitorId: string };

const keyOf = (who: SupportPresenceKey): string => ('userId' in who ? `user:${who.userId}` : `visitor:${who.visitorId}`);

/** How long a replica's word that someone is here holds unless renewed: a replica that dies stops renewing it. */
export const PRESENCE_TTL_MS = 60_000;
const RENEW_EVERY_MS = PRESENCE_TTL_MS / 3;

/**
 * Who has the chat's event stream open. A support reply records whether the learner was there (`learnerOnline`), and
 * one who was not also gets it by mail. Each process counts the streams it holds; with Redis (ADR 30) it also says so
 * there, per process and renewed while held, so a reply through any replica sees a learner whose stream another holds.
 */
@Injectable()
export class SupportPresence implements OnModuleDestroy {
  private readonly logger = new Logger('SupportPresence');
  private readonly open = new Map<string, number>();
  private readonly renewal: NodeJS.Timeout | null;

  constructor(@Inject(SHARED_STATE) private readonly shared: SharedState) {
    this.renewal = shared.redis ? setInterval(() => void this.renewAll(), RENEW_EVERY_MS).unref() : null;
  }

  /** Counts one more open stream for `who`; answers the function that ends it. */
  enter(who: SupportPresenceKey): () => void {
    const key = keyOf(who);
    const count = (this.open.get(key) ?? 0) + 1;
    this.open.set(key, count);
    if (count === 1) void this.share(key, true);
    let left = false;
    return () => {
      if (left) return;
      left = true;
      const remaining = (this.open.get(key) ?? 1) - 1;
      if (remaining > 0) return void this.open.set(key, remaining);
      this.open.delete(key);
      void this.share(key, false);
    };
  }

  /**
   * Whether the conversation's learner has the chat open: its account once joined (the visitor's stream no longer gets
   * it then), else its visitor.
   */
  async isOnline(conversation: { userId: string | null; visitorId: string | null }): Promise<boolean> {
    const key = conversation.userId ? keyOf({ userId: conversation.userId }) : conversation.visitorId ? keyOf({ visitorId: conversation.visitorId }) : null;
    if (!key) return false;
    if (this.open.has(key) || !this.shared.redis) return this.open.has(key);
    try {
      const holders = await this.shared.redis.hgetall(this.sharedKey(key));
      const now = Date.now();
      return Object.values(holders).some((until) => Number(until) > now);
    } catch (error) {
      // Unsure, say away: a reply then also goes by mail, which is better than a reply nobody sees.
      this.logger.warn(`presence unreadable in Redis: ${String(error)}`);
      return false;
    }
  }

  onModuleDestroy(): void {
    if (this.renewal) clearInterval(this.renewal);
  }

  private sharedKey(key: string): string {
    return `${this.shared.keyPrefix}support-presence:${key}`;
  }

  private async share(key: string, here: boolean): Promise<void> {
    const redis = this.shared.redis;
    if (!redis) return;
    const sharedKey = this.sharedKey(key);
    try {
      if (here)
        await redis
          .multi()
          .hset(sharedKey, this.shared.processId, Date.now() + PRESENCE_TTL_MS)
          .pexpire(sharedKey, PRESENCE_TTL_MS)
          .exec();
      else await redis.hdel(sharedKey, this.shared.processId);
    } catch (error) {
      this.logger.warn(`presence not shared in Redis: ${String(error)}`);
    }
  }

  private async renewAll(): Promise<void> {
    for (const key of this.open.keys()) await this.share(key, true);
  }
}
