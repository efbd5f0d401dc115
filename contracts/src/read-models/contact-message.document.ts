import type { ContactMessageFields } from '../http/contact-message.types.js';

/** Collection `contact_messages`: what visitors sent through the contact-us form. */
export interface ContactMessageDocument extends ContactMessageFields {
  _id: string;
  userId: string | null;
}

export const CONTACT_MESSAGES_COLLECTION = 'contact_messages';
