import { Inject, Injectable } from '@nestjs/common';
import { SUPPORT_RATE_LIMITS } from '@khru/contracts';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { SHARED_STATE } from '../../kernel/infrastructure/tokens.js';
import type { SharedState } from '../../kernel/shared-state/shared-state.js';
import { consumeOrRefuse } from '../../kernel/errors/too-many-requests.js';
import type { SupportCaller } from '../callers/support-callers.js';

const HOUR = 3600;

/** The key a sender is counted by: a learner by user id, a visitor by visitor id. */
const senderKey = (caller: SupportCaller) => (caller.kind === 'learner' ? `user:${caller.userId}` : `visitor:${caller.visitorId}`);

/**
 * Against spam (ADR 29), counted across replicas when they share state (ADR 30): new visitors per network address, new
 * conversations and messages per sender. A refusal answers 429 `REQUEST_TIMEOUT` with Retry-After, before anything is kept.
 */
@Injectable()
export class SupportRateLimits {
  private readonly visitors: RateLimiterAbstract;
  private readonly conversations: RateLimiterAbstract;
  private readonly messages: RateLimiterAbstract;

  constructor(@Inject(SHARED_STATE) shared: SharedState) {
    this.visitors = shared.limiter({ keyPrefix: 'support-visitors', points: SUPPORT_RATE_LIMITS.visitorsPerAddressPerHour, duration: HOUR });
    this.conversations = shared.limiter({ keyPrefix: 'support-conversations', points: SUPPORT_RATE_LIMITS.conversationsPerSenderPerHour, duration: HOUR });
    this.messages = shared.limiter({ keyPrefix: 'support-messages', points: SUPPORT_RATE_LIMITS.messagesPerSenderPerMinute, duration: 60 });
  }

  newVisitor(address: string): Promise<void> {
    return consumeOrRefuse(this.visitors, address);
  }

  newConversation(caller: SupportCaller): Promise<void> {
    return consumeOrRefuse(this.conversations, senderKey(caller));
  }

  newMessage(caller: SupportCaller): Promise<void> {
    return consumeOrRefuse(this.messages, senderKey(caller));
  }
}
