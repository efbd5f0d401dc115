import {
  CONTACT_MESSAGE_EVENT_TYPES,
  CONVERSATION_EVENT_TYPES,
  SUPPORT_INBOX_COLLECTION,
  isLocale,
  type ContactMessageEvent,
  type ConversationEvent,
  type SupportInboxDocument,
} from '@khru/contracts';
import { formatPosition, type RecordedEvent } from '@khru/platform';
import { asDomainEvent, type DocumentProjection } from '../projection.js';
import { inboxPreview } from './inbox-preview.js';
import { statusAfter } from './support-conversations.projection.js';

/** An inbox line as kept: with the learner messages support has not read yet, by `seq`, so a read mark can count them down. */
export type SupportInboxRecord = SupportInboxDocument & { unreadSeqs: number[] };
type Line = Omit<SupportInboxRecord, 'position'>;

const CONVERSATION_TYPES: readonly string[] = CONVERSATION_EVENT_TYPES;

export const inboxLineId = (kind: SupportInboxDocument['kind'], id: string): string => `${kind}-${id}`;

const withText = (line: Line, body: string): Pick<Line, 'text'> => ({ text: line.text ? `${line.text}\n${body}` : body });

function evolveChat(line: Line | null, event: ConversationEvent): Line | null {
  if (event.type === 'ConversationStarted') {
    const { conversationId, userId, name, email, organisationId, locale, at } = event.data;
    return {
      _id: inboxLineId('chat', conversationId),
      id: conversationId,
      kind: 'chat',
      status: 'waiting-for-us',
      name,
      email,
      userId,
      organisationId,
      assignedTo: null,
      preview: '',
      lastMessageAt: at,
      unread: 0,
      unreadSeqs: [],
      locale,
      text: '',
    };
  }
  if (!line) return null;
  switch (event.type) {
    case 'ConversationMessagePosted': {
      const { seq, author, body, attachment, locale, at } = event.data;
      const unreadSeqs = author === 'learner' ? [...line.unreadSeqs.filter((s) => s !== seq), seq] : line.unreadSeqs;
      return {
        ...line,
        ...(body ? withText(line, body) : {}),
        status: statusAfter(author),
        preview: inboxPreview(body || (attachment?.name ?? '')),
        lastMessageAt: at,
        unreadSeqs,
        unread: unreadSeqs.length,
        locale: author === 'learner' ? locale : line.locale,
      };
    }
    case 'ConversationMessagesRead': {
      if (event.data.by !== 'support') return line;
      const unreadSeqs = line.unreadSeqs.filter((seq) => seq > event.data.upToSeq);
      return { ...line, unreadSeqs, unread: unreadSeqs.length };
    }
    case 'ConversationJoinedAccount': {
      const { userId, name, email, organisationId } = event.data;
      return { ...line, userId, name, email, organisationId };
    }
    case 'ConversationAssigned': {
      const { adminId, adminName } = event.data;
      return { ...line, assignedTo: adminId ? { id: adminId, name: adminName ?? '' } : null };
    }
    case 'ConversationClosed':
      return { ...line, status: 'closed' };
    case 'ConversationReopened':
      return { ...line, status: statusAfter(event.data.by) };
    case 'ConversationMessagesDelivered':
    case 'ConversationNoteAdded':
    case 'ConversationRated':
    case 'ConversationReplyMailed':
      return line;
    default: {
      const _exhaustive: never = event;
      return line;
    }
  }
}

/** A contact-form message waits for us until it is handled or answered; it counts as one unread message till then. */
function evolveContact(line: Line | null, event: ContactMessageEvent): Line | null {
  if (event.type === 'ContactMessageSubmitted') {
    const { messageId, name, email, userId, message, locale, submittedAt } = event.data;
    return {
      _id: inboxLineId('contact', messageId),
      id: messageId,
      kind: 'contact',
      status: 'waiting-for-us',
      name,
      email,
      userId,
      organisationId: null,
      assignedTo: null,
      preview: inboxPreview(message),
      lastMessageAt: submittedAt,
      unread: 1,
      unreadSeqs: [],
      locale: isLocale(locale) ? locale : 'en',
      text: message,
    };
  }
  if (!line) return null;
  switch (event.type) {
    case 'ContactMessageHandled':
      return { ...line, status: 'closed', unread: 0 };
    case 'ContactMessageReplied': {
      const { body, at } = event.data;
      return { ...line, ...withText(line, body), status: 'closed', unread: 0, preview: inboxPreview(body), lastMessageAt: at };
    }
    case 'ContactReplyMailed':
      return line;
    default: {
      const _exhaustive: never = event;
      return line;
    }
  }
}

export function evolveSupportInbox(document: SupportInboxRecord | null, recorded: RecordedEvent): SupportInboxRecord | null {
  const next = CONVERSATION_TYPES.includes(recorded.type)
    ? evolveChat(document, asDomainEvent<ConversationEvent>(recorded))
    : evolveContact(document, asDomainEvent<ContactMessageEvent>(recorded));
  return next && { ...next, position: formatPosition(recorded.position) };
}

function inboxDocumentId(event: RecordedEvent): string | null {
  const { conversationId, messageId } = event.data as { conversationId?: string; messageId?: string };
  if (CONVERSATION_TYPES.includes(event.type)) return conversationId ? inboxLineId('chat', conversationId) : null;
  return messageId ? inboxLineId('contact', messageId) : null;
}

/** Read model `support_inbox`: support's one list of chat conversations and contact-form messages, newest activity first. */
export const supportInboxProjection: DocumentProjection<SupportInboxRecord> = {
  kind: 'document',
  name: 'support-inbox',
  collection: SUPPORT_INBOX_COLLECTION,
  handles: [...CONVERSATION_EVENT_TYPES, ...CONTACT_MESSAGE_EVENT_TYPES],
  documentId: inboxDocumentId,
  evolve: evolveSupportInbox,
  indexes: [{ keys: { lastMessageAt: -1 } }, { keys: { status: 1, lastMessageAt: -1 } }],
};
