import type { Locale } from '../i18n/locale.js';
import type { ConversationStatus, SupportAttachment, SupportInboxItem, SupportSide } from './support.types.js';

/** A message as the conversations read model keeps it. */
export interface SupportMessageRecord {
  id: string;
  seq: number;
  author: SupportSide;
  authorId: string;
  authorName: string;
  body: string;
  attachment: SupportAttachment | null;
  locale: Locale;
  at: string;
  /** For a support message mailed to a learner who was away. */
  mailedAt: string | null;
}

/** Collection `support_conversations`: each conversation whole, as both sides read it (views leave out what a side may not see). */
export interface SupportConversationDocument {
  _id: string;
  visitorId: string | null;
  userId: string | null;
  name: string;
  email: string;
  organisationId: string | null;
  page: string;
  /** The language of the learner's latest message: replies are mailed in it. */
  locale: Locale;
  status: ConversationStatus;
  startedAt: string;
  lastMessageAt: string;
  closedAt: string | null;
  rating: number | null;
  assignedTo: { id: string; name: string } | null;
  messages: SupportMessageRecord[];
  notes: { id: string; adminId: string; adminName: string; body: string; at: string }[];
  /** The highest `seq` of the other side's messages each side's app received, and read. */
  deliveredToLearner: number;
  readByLearner: number;
  deliveredToSupport: number;
  readBySupport: number;
  position: string;
}

/** Collection `support_inbox`: one line per chat conversation and per contact-form message, for support's list and search. */
export interface SupportInboxDocument extends SupportInboxItem {
  /** `<kind>-<id>`, so a conversation and a contact message never share a line. */
  _id: string;
  /** Every message's text, joined, for the inbox search. */
  text: string;
  position: string;
}

export const SUPPORT_CONVERSATIONS_COLLECTION = 'support_conversations';
export const SUPPORT_INBOX_COLLECTION = 'support_inbox';
