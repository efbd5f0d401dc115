import { CONTACT_MESSAGE_EVENT_TYPES, CONTACT_MESSAGES_COLLECTION, type ContactMessageDocument, type ContactMessageEvent } from '@khru/contracts';
import type { RecordedEvent } from '@khru/platform';
import { asDomainEvent, type DocumentProjection } from '../projection.js';

export function evolveContactMessage(document: ContactMessageDocument | null, recorded: RecordedEvent): ContactMessageDocument | null {
  const event = asDomainEvent<ContactMessageEvent>(recorded);
  switch (event.type) {
    case 'ContactMessageSubmitted': {
      const { messageId, ...rest } = event.data;
      return { _id: messageId, ...rest };
    }
    default: {
      const _exhaustive: never = event.type;
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
