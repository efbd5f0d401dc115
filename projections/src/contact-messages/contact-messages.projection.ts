import { CONTACT_MESSAGE_EVENT_TYPES, CONTACT_MESSAGES_COLLECTION, type ContactMessageDocument, type ContactMessageEvent } from '@khru/contracts';
import type { RecordedEvent } from '@khru/platform';
import { asDomainEvent, type DocumentProjection } from '../projection.js';

export function evolveContactMessage(document: ContactMessageDocument | null, recorded: RecordedEvent): ContactMessageDocument | null {
  const event = asDomainEvent<ContactMessageEvent>(recorded);
  switch (event.type) {
    case 'ContactMessageSubmitted': {
      const { messageId, ...rest } = event.data;
      return { _id: messageId, ...rest, status: 'new', handledAt: null, replies: [] };
    }
    case 'ContactMessageHandled':
      return document && { ...document, status: 'handled', handledAt: event.data.at };
    case 'ContactMessageReplied': {
      if (!document) return document;
      const { replyId, body, locale, at } = event.data;
      const reply = { id: replyId, body, locale, at, userId: recorded.metadata.userId ?? null };
      return { ...document, status: 'handled', handledAt: document.handledAt ?? at, replies: [...(document.replies ?? []), reply] };
    }
    case 'ContactReplyMailed':
      return document;
    default: {
      const _exhaustive: never = event;
      return document;
    }
  }
}

/** Read model `contact_messages`: the contact-us inbox administrators read. */
export const contactMessagesProjection: DocumentProjection<ContactMessageDocument> = {
  kind: 'document',
  name: 'contact-messages',
  collection: CONTACT_MESSAGES_COLLECTION,
  handles: CONTACT_MESSAGE_EVENT_TYPES,
  documentId: (event) => (event.data as { messageId?: string }).messageId ?? null,
  evolve: evolveContactMessage,
  indexes: [{ keys: { submittedAt: -1 } }],
};
