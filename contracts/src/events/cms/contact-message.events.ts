import type { DomainEvent } from '../event.js';
import type { ContactMessageFields } from '../../http/contact-message.types.js';

/** Stream `contact-<id>`: one message sent through the contact-us form (`userId` when logged in). */
export type ContactMessageSubmitted = DomainEvent<'ContactMessageSubmitted', ContactMessageFields & { messageId: string; userId: string | null }>;

/** Support marked it dealt with. */
export type ContactMessageHandled = DomainEvent<'ContactMessageHandled', { messageId: string; at: string }>;
/** Support answered by mail, in the sender's language (`locale`). */
export type ContactMessageReplied = DomainEvent<'ContactMessageReplied', { messageId: string; replyId: string; body: string; locale: string; at: string }>;
/** The reply `replyId` went out by mail: a redelivered `ContactMessageReplied` mails nothing again. */
export type ContactReplyMailed = DomainEvent<'ContactReplyMailed', { messageId: string; replyId: string; at: string }>;

export type ContactMessageEvent = ContactMessageSubmitted | ContactMessageHandled | ContactMessageReplied | ContactReplyMailed;

export const CONTACT_MESSAGE_EVENT_TYPES = [
  'ContactMessageSubmitted',
  'ContactMessageHandled',
  'ContactMessageReplied',
  'ContactReplyMailed',
] as const satisfies readonly ContactMessageEvent['type'][];

export const contactMessageStream = (messageId: string): string => `contact-${messageId}`;
