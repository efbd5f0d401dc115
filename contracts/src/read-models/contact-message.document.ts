import type { ContactMessageFields, ContactReply } from '../http/contact-message.types.js';

/** Collection `contact_messages`: what visitors sent through the contact-us form. */
export interface ContactMessageDocument extends ContactMessageFields {
  _id: string;
  userId: string | null;
  status?: 'new' | 'handled';
  handledAt?: string | null;
  replies?: ContactReply[];
}

export const CONTACT_MESSAGES_COLLECTION = 'contact_messages';
