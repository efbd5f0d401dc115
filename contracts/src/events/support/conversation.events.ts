import type { DomainEvent } from '../event.js';
import type { Locale } from '../../i18n/locale.js';
import type { SupportAttachment, SupportSide, SupportPerson } from '../../support/support.types.js';

/**
 * Stream `conversation-<id>`: one support chat, from its first message to its rating. A visitor's conversation names the
 * visitor; once it joins an account (`ConversationJoinedAccount`) it is that learner's, with everything said before.
 */
export type ConversationStarted = DomainEvent<
  'ConversationStarted',
  SupportPerson & {
    conversationId: string;
    /** The page of the learner app the conversation was started from (path and query). */
    page: string;
    locale: Locale;
    at: string;
  }
>;

/**
 * A message, numbered from 1 in the conversation (`seq`). `author` says which side wrote it; `authorId` is the learner's
 * user id or visitor id, or the admin's user id. Text is plain and stored as typed (trimmed); the apps escape it.
 * A learner's message carries the language they wrote in; a support message carries the language it is mailed in.
 */
export type ConversationMessagePosted = DomainEvent<
  'ConversationMessagePosted',
  {
    conversationId: string;
    messageId: string;
    seq: number;
    author: SupportSide;
    authorId: string;
    authorName: string;
    body: string;
    attachment: SupportAttachment | null;
    locale: Locale;
    /** For a support message: whether the learner had the chat open when it was posted (otherwise it is also mailed). */
    learnerOnline: boolean | null;
    at: string;
  }
>;

/** The `to` side's app received every message of the other side up to `upToSeq`. */
export type ConversationMessagesDelivered = DomainEvent<
  'ConversationMessagesDelivered',
  { conversationId: string; to: SupportSide; upToSeq: number; at: string }
>;
/** The `by` side saw every message of the other side up to `upToSeq` (reading also delivers). */
export type ConversationMessagesRead = DomainEvent<'ConversationMessagesRead', { conversationId: string; by: SupportSide; upToSeq: number; at: string }>;

/** A visitor's conversation became the learner's: the visitor logged in (or signed up) in the same browser. */
export type ConversationJoinedAccount = DomainEvent<
  'ConversationJoinedAccount',
  { conversationId: string; visitorId: string; userId: string; name: string; email: string; organisationId: string | null; at: string }
>;

/** An admin took the conversation (`adminId`), or it was given back to the team (`adminId` null). */
export type ConversationAssigned = DomainEvent<
  'ConversationAssigned',
  { conversationId: string; adminId: string | null; adminName: string | null; at: string }
>;

/** A note for support only: the learner never sees it. */
export type ConversationNoteAdded = DomainEvent<
  'ConversationNoteAdded',
  { conversationId: string; noteId: string; adminId: string; adminName: string; body: string; at: string }
>;

export type ConversationClosed = DomainEvent<'ConversationClosed', { conversationId: string; by: SupportSide; at: string }>;
/** A closed conversation opened again by a new message from either side. */
export type ConversationReopened = DomainEvent<'ConversationReopened', { conversationId: string; by: SupportSide; at: string }>;
/** The learner rated the help, 1 to 5, once the conversation was closed (a later rating replaces it). */
export type ConversationRated = DomainEvent<'ConversationRated', { conversationId: string; rating: number; at: string }>;
/** Support message `messageId` went out by mail to a learner who was not on the site. */
export type ConversationReplyMailed = DomainEvent<'ConversationReplyMailed', { conversationId: string; messageId: string; at: string }>;

export type ConversationEvent =
  | ConversationStarted
  | ConversationMessagePosted
  | ConversationMessagesDelivered
  | ConversationMessagesRead
  | ConversationJoinedAccount
  | ConversationAssigned
  | ConversationNoteAdded
  | ConversationClosed
  | ConversationReopened
  | ConversationRated
  | ConversationReplyMailed;

export const CONVERSATION_EVENT_TYPES = [
  'ConversationStarted',
  'ConversationMessagePosted',
  'ConversationMessagesDelivered',
  'ConversationMessagesRead',
  'ConversationJoinedAccount',
  'ConversationAssigned',
  'ConversationNoteAdded',
  'ConversationClosed',
  'ConversationReopened',
  'ConversationRated',
  'ConversationReplyMailed',
] as const satisfies readonly ConversationEvent['type'][];

export const conversationStream = (conversationId: string): string => `conversation-${conversationId}`;

/**
 * Stream `support-visitor-<visitorId>`: the visitor of one browser logged in as `userId`. A workflow then joins each of
 * the visitor's conversations to the account, one conversation stream at a time.
 */
export type VisitorJoinedAccount = DomainEvent<
  'VisitorJoinedAccount',
  { visitorId: string; userId: string; name: string; email: string; organisationId: string | null; at: string }
>;

export type SupportVisitorEvent = VisitorJoinedAccount;
export const SUPPORT_VISITOR_EVENT_TYPES = ['VisitorJoinedAccount'] as const satisfies readonly SupportVisitorEvent['type'][];
export const supportVisitorStream = (visitorId: string): string => `support-visitor-${visitorId}`;
