import type { DomainEvent } from '../event.js';
import type { ContactTopic } from '../../http/contact-message.types.js';

/** Stream `contact-<id>`: one message sent through the contact-us form. */
export type ContactMessageSubmitted = DomainEvent<
  'ContactMessageSubmitted',
  {
    messageId: string;
    name: string;
    email: string;
    phoneNumber: string;
    companyName: string | null;
    topic: ContactTopic;
    message: string;
    locale: string;
    userId: string | null;
    submittedAt: string;
  }
>;

export type ContactMessageEvent = ContactMessageSubmitted;

export const CONTACT_MESSAGE_EVENT_TYPES = ['ContactMessageSubmitted'] as const satisfies readonly ContactMessageEvent['type'][];

export const contactMessageStream = (messageId: string): string => `contact-${messageId}`;
