import type { ContactTopic } from '../http/contact-message.types.js';

/** Collection `contact_messages`: what visitors sent through the contact-us form. */
export interface ContactMessageDocument {
  _id: string;
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

export const CONTACT_MESSAGES_COLLECTION = 'contact_messages';
