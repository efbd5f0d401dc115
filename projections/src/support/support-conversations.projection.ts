import {
  CONVERSATION_EVENT_TYPES,
  SUPPORT_CONVERSATIONS_COLLECTION,
  type ConversationEvent,
  type ConversationStatus,
  type SupportConversationDocument,
  type SupportSide,
} from '@khru/contracts';
import { formatPosition, type RecordedEvent } from '@khru/platform';
import { asDomainEvent, type DocumentProjection } from '../projection.js';

/** A conversation waits for the side that did not write last. */
export const statusAfter = (author: SupportSide): ConversationStatus => (author === 'learner' ? 'waiting-for-us' : 'waiting-for-learner');

/** The conversation after one of its events, without the position stamp. */
function evolve(document: SupportConversationDocument | null, event: ConversationEvent): Omit<SupportConversationDocument, 'position'> | null {
  if (event.type === 'ConversationStarted') {
    const { conversationId, visitorId, userId, name, email, organisationId, page, locale, at } = event.data;
    return {
      _id: conversationId,
      visitorId,
      userId,
      name,
      email,
      organisationId,
      page,
      locale,
      status: 'waiting-for-us',
      startedAt: at,
      lastMessageAt: at,
      closedAt: null,
      rating: null,
      assignedTo: null,
      messages: [],
      notes: [],
      deliveredToLearner: 0,
      readByLearner: 0,
      deliveredToSupport: 0,
      readBySupport: 0,
    };
  }
  if (!document) return null;
  switch (event.type) {
    case 'ConversationMessagePosted': {
      const { messageId, seq, author, authorId, authorName, body, attachment, locale, at } = event.data;
      const message = { id: messageId, seq, author, authorId, authorName, body, attachment, locale, at, mailedAt: null };
      return {
        ...document,
        messages: [...document.messages.filter((m) => m.seq !== seq), message],
        status: statusAfter(author),
        lastMessageAt: at,
        // Replies are mailed in the language the learner last wrote in.
        locale: author === 'learner' ? locale : document.locale,
      };
    }
    case 'ConversationMessagesDelivered': {
      const { to, upToSeq } = event.data;
      return to === 'learner'
        ? { ...document, deliveredToLearner: Math.max(document.deliveredToLearner, upToSeq) }
        : { ...document, deliveredToSupport: Math.max(document.deliveredToSupport, upToSeq) };
    }
    // Reading also delivers.
    case 'ConversationMessagesRead': {
      const { by, upToSeq } = event.data;
      return by === 'learner'
        ? {
            ...document,
            readByLearner: Math.max(document.readByLearner, upToSeq),
            deliveredToLearner: Math.max(document.deliveredToLearner, upToSeq),
          }
        : {
            ...document,
            readBySupport: Math.max(document.readBySupport, upToSeq),
            deliveredToSupport: Math.max(document.deliveredToSupport, upToSeq),
          };
    }
    // The visitor id stays: support still sees who the conversation began with.
    case 'ConversationJoinedAccount': {
      const { userId, name, email, organisationId } = event.data;
      return { ...document, userId, name, email, organisationId };
    }
    case 'ConversationAssigned': {
      const { adminId, adminName } = event.data;
      return { ...document, assignedTo: adminId ? { id: adminId, name: adminName ?? '' } : null };
    }
    case 'ConversationNoteAdded': {
      const { noteId, adminId, adminName, body, at } = event.data;
      return { ...document, notes: [...document.notes.filter((n) => n.id !== noteId), { id: noteId, adminId, adminName, body, at }] };
    }
    case 'ConversationClosed':
      return { ...document, status: 'closed', closedAt: event.data.at };
    case 'ConversationReopened':
      return { ...document, status: statusAfter(event.data.by), closedAt: null };
    case 'ConversationRated':
      return { ...document, rating: event.data.rating };
    case 'ConversationReplyMailed': {
      const { messageId, at } = event.data;
      return { ...document, messages: document.messages.map((m) => (m.id === messageId ? { ...m, mailedAt: at } : m)) };
    }
    default: {
      const _exhaustive: never = event;
      return document;
    }
  }
}

export function evolveSupportConversation(document: SupportConversationDocument | null, recorded: RecordedEvent): SupportConversationDocument | null {
  const next = evolve(document, asDomainEvent<ConversationEvent>(recorded));
  return next && { ...next, position: formatPosition(recorded.position) };
}

/** Read model `support_conversations`: each support conversation whole; the API leaves out what a side may not see. */
export const supportConversationsProjection: DocumentProjection<SupportConversationDocument> = {
  kind: 'document',
  name: 'support-conversations',
  collection: SUPPORT_CONVERSATIONS_COLLECTION,
  handles: CONVERSATION_EVENT_TYPES,
  documentId: (event) => (event.data as { conversationId?: string }).conversationId ?? null,
  evolve: evolveSupportConversation,
  indexes: [{ keys: { userId: 1, lastMessageAt: -1 } }, { keys: { visitorId: 1, lastMessageAt: -1 } }],
};
