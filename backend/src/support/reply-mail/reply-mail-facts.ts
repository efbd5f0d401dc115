import type { ConversationEvent, Locale } from '@khru/contracts';

/** What a reply's mail says and where it goes, read from the conversation's events. */
export interface ReplyMailFacts {
  to: string;
  name: string;
  /** The conversation's visitor while it has not joined an account: the mailed link carries a token issued for them. */
  visitor: { visitorId: string; name: string; email: string } | null;
  locale: Locale;
  reply: string;
  replyFile: string | null;
  earlier: string | null;
}

/**
 * The facts of support reply `messageId`'s mail, or null when there is nothing to mail: no such support message, or
 * its mail already went out (a redelivery). The learner's latest message before the reply is quoted.
 */
export function replyMailFacts(events: readonly ConversationEvent[], messageId: string): ReplyMailFacts | null {
  let person = null as { name: string; email: string; visitorId: string | null; userId: string | null } | null;
  let earlier: string | null = null;
  let facts: ReplyMailFacts | null = null;
  for (const event of events) {
    switch (event.type) {
      case 'ConversationStarted':
        person = { name: event.data.name, email: event.data.email, visitorId: event.data.visitorId, userId: event.data.userId };
        break;
      case 'ConversationJoinedAccount':
        if (person) person = { ...person, name: event.data.name, email: event.data.email, userId: event.data.userId };
        break;
      case 'ConversationMessagePosted': {
        const { author, body, attachment, locale } = event.data;
        if (author === 'learner' && !facts) earlier = body || attachment?.name || null;
        if (author === 'support' && event.data.messageId === messageId && person) {
          const visitor = person.userId === null && person.visitorId ? { visitorId: person.visitorId, name: person.name, email: person.email } : null;
          facts = { to: person.email, name: person.name, visitor, locale, reply: body, replyFile: attachment?.name ?? null, earlier };
        }
        break;
      }
      case 'ConversationReplyMailed':
        if (event.data.messageId === messageId) return null;
        break;
      default:
        break;
    }
  }
  return facts;
}
