import { REPLIES_COLLECTION, REPLY_EVENT_TYPES, type ReplyDocument, type ReplyEvent } from '@khru/contracts';
import type { RecordedEvent } from '@khru/platform';
import { asDomainEvent, type DocumentProjection } from '../projection.js';

export function evolveReply(document: ReplyDocument | null, recorded: RecordedEvent): ReplyDocument | null {
  const event = asDomainEvent<ReplyEvent>(recorded);
  switch (event.type) {
    case 'ReplyPosted': {
      const { replyId, at, ...rest } = event.data;
      return { _id: replyId, ...rest, status: 'pending', created: at, updated: at, moderatedAt: null };
    }
    case 'ReplyEdited':
      return document && { ...document, text: event.data.text, version: event.data.version, status: 'pending', updated: event.data.at };
    case 'ReplyDeleted':
      return null;
    case 'ReplyPublished':
    case 'ReplyUnpublished':
      return document && { ...document, status: event.type === 'ReplyPublished' ? 'published' : 'unpublished', moderatedAt: event.data.at };
    default: {
      const _exhaustive: never = event;
      return document;
    }
  }
}

/** Read model `replies`: each question's replies with their moderation state and who wrote them (learner, instructor, team). */
export const repliesProjection: DocumentProjection<ReplyDocument> = {
  kind: 'document',
  name: 'replies',
  collection: REPLIES_COLLECTION,
  handles: REPLY_EVENT_TYPES,
  documentId: (event) => (event.data as { replyId?: string }).replyId ?? null,
  evolve: evolveReply,
  indexes: [{ keys: { questionId: 1, created: -1 } }, { keys: { status: 1, created: -1 } }],
};
