import type { DomainEvent } from '../event.js';
import type { ContactMessageFields } from '../../http/contact-message.types.js';

/** Stream `contact-<id>`: one message sent through the contact-us form (`userId` when logged in). */
export type ContactMessageSubmitted = DomainEvent<'ContactMessageSubmitted', ContactMessageFields & { messageId: string; userId: string | null }>;

export type ContactMessageEvent = ContactMessageSubmitted;

export const CONTACT_MESSAGE_EVENT_TYPES = ['ContactMessageSubmitted'] as const satisfies readonly ContactMessageEvent['type'][];

export const contactMessageStream = (messageId: string): string => `contact-${messageId}`;
