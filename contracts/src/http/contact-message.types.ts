export const CONTACT_TOPICS = ['general', 'courses', 'business', 'billing', 'technical'] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

export const CONTACT_MESSAGE_MAX_LENGTH = 2000;

export interface ContactMessageRequestBody {
  name: string;
  email: string;
  phoneNumber: string;
  companyName?: string;
  topic: ContactTopic;
  message: string;
}

/** A contact message as kept: the form's fields, trimmed, with the sender's language and time. */
export interface ContactMessageFields {
  name: string;
  email: string;
  phoneNumber: string;
  companyName: string | null;
  topic: ContactTopic;
  message: string;
  locale: string;
  submittedAt: string;
}

export interface ContactReply {
  id: string;
  body: string;
  locale: string;
  at: string;
  /** The admin who answered. */
  userId: string | null;
}

export const CONTACT_MESSAGE_STATUSES = ['new', 'handled'] as const;
export type ContactMessageStatus = (typeof CONTACT_MESSAGE_STATUSES)[number];

export interface ContactMessageResponse extends ContactMessageFields {
  id: string;
  /** Absent status reads as `new` (documents from before support could handle messages). */
  status?: ContactMessageStatus;
  handledAt?: string | null;
  replies?: ContactReply[];
}

export const CONTACT_REPLY_MAX_LENGTH = 5000;

/** Longest inbox search accepted. */
export const CONTACT_MESSAGE_SEARCH_MAX_LENGTH = 200;

/** Digits with an optional leading +, spaces and dashes allowed between (Thai and international numbers). */
export const PHONE_PATTERN = /^\+?[0-9][0-9 -]{7,18}[0-9]$/;
