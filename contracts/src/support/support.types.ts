import type { Locale } from '../i18n/locale.js';

/** Which side of a support conversation: the learner (or visitor) who asked, or the support team. */
export const SUPPORT_SIDES = ['learner', 'support'] as const;
export type SupportSide = (typeof SUPPORT_SIDES)[number];

/** Who a conversation is with: a visitor (name and email typed in the panel) or a logged-in learner, and their organisation. */
export interface SupportPerson {
  visitorId: string | null;
  userId: string | null;
  name: string;
  email: string;
  organisationId: string | null;
}

/** A file sent with a message, as kept: the FileStore key under SUPPORT_ATTACHMENTS_FOLDER, never served unsigned. */
export interface SupportAttachment {
  key: string;
  /** The name the sender's file had (shown, never used as a path). */
  name: string;
  contentType: string;
  size: number;
}

/** The file-store folder of message attachments (private: served by short-lived signed address to those who may read). */
export const SUPPORT_ATTACHMENTS_FOLDER = 'support-attachments/';
/** Attachment types accepted, read from the bytes. */
export const SUPPORT_ATTACHMENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'application/pdf'] as const;
/** Default attachment size limit in MB; `SUPPORT_ATTACHMENT_LIMIT_MB` overrides it. */
export const DEFAULT_SUPPORT_ATTACHMENT_LIMIT_MB = 5;

export const SUPPORT_MESSAGE_MAX_LENGTH = 4000;
export const SUPPORT_NOTE_MAX_LENGTH = 4000;
export const SUPPORT_PAGE_MAX_LENGTH = 500;
export const SUPPORT_SEARCH_MAX_LENGTH = 200;

/**
 * Against spam, per visitor and per network address (in memory, per process): refusals answer 429 `REQUEST_TIMEOUT`
 * with Retry-After. A logged-in learner is limited as a visitor is, by user id.
 */
export const SUPPORT_RATE_LIMITS = {
  visitorsPerAddressPerHour: 30,
  conversationsPerSenderPerHour: 5,
  messagesPerSenderPerMinute: 20,
} as const;

/** When support answers live (Bangkok time by default); outside them the panel says the answer will come by mail. */
export interface SupportHours {
  /** ISO weekdays: 1 is Monday, 7 is Sunday. */
  days: number[];
  /** `HH:mm`, inclusive. */
  from: string;
  /** `HH:mm`, exclusive. */
  to: string;
  timeZone: string;
}
/** `SUPPORT_HOURS` overrides it, as `mon-fri 09:00-18:00` (days `mon`..`sun`, a range or a comma list). */
export const DEFAULT_SUPPORT_HOURS: SupportHours = { days: [1, 2, 3, 4, 5], from: '09:00', to: '18:00', timeZone: 'Asia/Bangkok' };

/** `GET supportapi/hours`: whether support answers live now, and when it next opens when it does not. */
export interface SupportHoursResponse {
  online: boolean;
  /** The next opening instant (ISO 8601) when offline, else null. */
  opensAt: string | null;
  hours: SupportHours;
}

/**
 * A conversation's state. It waits for us after a learner's message and for the learner after ours; closed ends it
 * until a new message opens it again. The inbox's "open" filter is every state but closed.
 */
export const CONVERSATION_STATUSES = ['waiting-for-us', 'waiting-for-learner', 'closed'] as const;
export type ConversationStatus = (typeof CONVERSATION_STATUSES)[number];
export const INBOX_STATUS_FILTERS = ['open', ...CONVERSATION_STATUSES] as const;
export type InboxStatusFilter = (typeof INBOX_STATUS_FILTERS)[number];

/** Of a message, as its author sees it: kept, received by the other side's app, or seen there. */
export const MESSAGE_STATES = ['sent', 'delivered', 'read'] as const;
export type MessageState = (typeof MESSAGE_STATES)[number];

/** An attachment as the apps get it: a short-lived signed address to show or download it. */
export interface SupportAttachmentView {
  name: string;
  contentType: string;
  size: number;
  url: string;
}

export interface SupportMessageView {
  id: string;
  seq: number;
  author: SupportSide;
  authorName: string;
  body: string;
  attachment: SupportAttachmentView | null;
  at: string;
  state: MessageState;
}

/** `GET supportapi/conversations/{id}`: one conversation as the learner sees it (never support's notes). */
export interface SupportConversationView {
  id: string;
  status: ConversationStatus;
  name: string;
  email: string;
  page: string;
  startedAt: string;
  lastMessageAt: string;
  closedAt: string | null;
  rating: number | null;
  /** Messages of the other side this viewer has not read yet. */
  unread: number;
  messages: SupportMessageView[];
}

/** One line of the learner's earlier conversations (`GET supportapi/conversations`). */
export interface SupportConversationSummary {
  id: string;
  status: ConversationStatus;
  startedAt: string;
  lastMessageAt: string;
  lastMessage: { author: SupportSide; body: string; at: string };
  unread: number;
  rating: number | null;
}

export interface SupportConversationListResponse {
  data: SupportConversationSummary[];
}

export interface SupportNoteView {
  id: string;
  adminId: string;
  adminName: string;
  body: string;
  at: string;
}

/** `GET supportapi/admin/conversations/{id}`: what support sees, with who it is, notes, assignment and mail. */
export interface AdminConversationView extends SupportConversationView {
  visitorId: string | null;
  userId: string | null;
  organisationId: string | null;
  organisationName: string | null;
  locale: Locale;
  assignedTo: { id: string; name: string } | null;
  notes: SupportNoteView[];
  /** Support messages that also went out by mail: message id to when. */
  mailed: Record<string, string>;
}

/** What lands in the support inbox: chat conversations and contact-form messages side by side. */
export const INBOX_KINDS = ['chat', 'contact'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

/** One line of the inbox (`GET supportapi/admin/inbox`); `id` is the conversation's or the contact message's id. */
export interface SupportInboxItem {
  id: string;
  kind: InboxKind;
  status: ConversationStatus;
  name: string;
  email: string;
  userId: string | null;
  organisationId: string | null;
  assignedTo: { id: string; name: string } | null;
  /** The last message, cut to a line. */
  preview: string;
  lastMessageAt: string;
  /** Learner messages support has not read. */
  unread: number;
  locale: Locale;
}

export interface SupportInboxResponse {
  data: SupportInboxItem[];
  totalCount: number;
}

/** `POST supportapi/visitors`: a visitor gives a name and an email before their first message. */
export interface SupportVisitorRequestBody {
  name: string;
  email: string;
}

/**
 * The visitor's identity, kept in the browser: the token (signed, with a lifetime) is sent as the `x-support-visitor`
 * header, or as `?visitor_token=` on the event stream, and is dropped once the visitor logs in and their conversations
 * join the account. A token from an earlier day is answered with a fresh one in the `x-support-visitor` response header.
 */
export interface SupportVisitorResponse {
  visitorId: string;
  visitorToken: string;
  name: string;
  email: string;
}
export const SUPPORT_VISITOR_HEADER = 'x-support-visitor';
/** How long a visitor token is taken, in days from the day it was issued; one used on a later day is answered with a fresh one (ADR 29). */
export const DEFAULT_SUPPORT_VISITOR_TOKEN_DAYS = 30;

/** `POST supportapi/conversations`: the first message and the page it was written on (the language is the request's). */
export interface StartConversationRequestBody {
  body: string;
  page: string;
}

export interface StartConversationResponse {
  conversationId: string;
  messageId: string;
  position: string | null;
}

/** `POST .../messages` (multipart): `body` (may be empty when a file is sent) and an optional `file`. */
export interface PostSupportMessageResponse {
  messageId: string;
  position: string | null;
}

/** `POST .../delivered` and `POST .../read`: every message of the other side up to `upToSeq`. */
export interface SupportSeqRequestBody {
  upToSeq: number;
}

export interface SupportRatingRequestBody {
  rating: number;
}

/** `POST supportapi/admin/conversations/{id}/assign`: an admin's user id, or null to give it back to the team. */
export interface SupportAssignRequestBody {
  adminId: string | null;
}

export interface SupportNoteRequestBody {
  body: string;
}

/**
 * Server-sent events of `GET supportapi/stream` (learners and visitors) and `GET supportapi/admin/stream` (support):
 * `event: conversation` whenever a conversation the listener may read changes, with it as that listener sees it.
 */
export interface SupportStreamMessage<View extends SupportConversationView = SupportConversationView> {
  conversation: View;
}
export const SUPPORT_STREAM_EVENT = 'conversation';
