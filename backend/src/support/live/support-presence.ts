import { Injectable } from '@nestjs/common';

/** Whose chat is open now: a learner by user id, a visitor by visitor id. */
export type SupportPresenceKey = { userId: string } | { visitorId: string };

const keyOf = (who: SupportPresenceKey): string => ('userId' in who ? `user:${who.userId}` : `visitor:${who.visitorId}`);

/**
 * Who has the chat's event stream open in this process. A support reply records whether the learner was there
 * (`learnerOnline`), and one who was not also gets it by mail. Per process, as the streams are (ADR 29).
 */
@Injectable()
export class SupportPresence {
  private readonly open = new Map<string, number>();

  /** Counts one more open stream for `who`; answers the function that ends it. */
  enter(who: SupportPresenceKey): () => void {
    const key = keyOf(who);
    this.open.set(key, (this.open.get(key) ?? 0) + 1);
    let left = false;
    return () => {
      if (left) return;
      left = true;
      const count = (this.open.get(key) ?? 1) - 1;
      if (count > 0) this.open.set(key, count);
      else this.open.delete(key);
    };
  }

  /**
   * Whether the conversation's learner has the chat open: its account once joined (the visitor's stream no longer gets
   * it then), else its visitor.
   */
  isOnline(conversation: { userId: string | null; visitorId: string | null }): boolean {
    if (conversation.userId) return this.open.has(keyOf({ userId: conversation.userId }));
    return !!conversation.visitorId && this.open.has(keyOf({ visitorId: conversation.visitorId }));
  }
}
