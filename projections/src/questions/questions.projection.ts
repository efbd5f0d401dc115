import { QUESTION_EVENT_TYPES, QUESTIONS_COLLECTION, REPLY_EVENT_TYPES, type QuestionDocument, type QuestionEvent, type ReplyEvent } from '@khru/contracts';
import type { RecordedEvent } from '@khru/platform';
import { asDomainEvent, type DocumentProjection } from '../projection.js';

const withReply = (document: QuestionDocument, replyId: string, published: boolean): QuestionDocument => {
  const others = document.publishedReplyIds.filter((id) => id !== replyId);
  return { ...document, publishedReplyIds: published ? [...others, replyId] : others };
};

export function evolveQuestion(document: QuestionDocument | null, recorded: RecordedEvent): QuestionDocument | null {
  const event = asDomainEvent<QuestionEvent | ReplyEvent>(recorded);
  switch (event.type) {
    case 'QuestionAsked': {
      const { questionId, at, ...rest } = event.data;
      return { _id: questionId, ...rest, status: 'pending', created: at, updated: at, moderatedAt: null, publishedReplyIds: [] };
    }
    case 'QuestionEdited':
      return document && { ...document, text: event.data.text, version: event.data.version, status: 'pending', updated: event.data.at };
    case 'QuestionDeleted':
      return null;
    case 'QuestionPublished':
    case 'QuestionUnpublished':
      return document && { ...document, status: event.type === 'QuestionPublished' ? 'published' : 'unpublished', moderatedAt: event.data.at };
    // A question counts its published replies: each reply event says whether the reply is now among them.
    case 'ReplyPosted':
      return document;
    case 'ReplyPublished':
      return document && withReply(document, event.data.replyId, true);
    case 'ReplyEdited':
    case 'ReplyDeleted':
    case 'ReplyUnpublished':
      return document && withReply(document, event.data.replyId, false);
    default: {
      const _exhaustive: never = event;
      return document;
    }
  }
}

/** Read model `questions`: each course's questions with their moderation state and published replies. */
export const questionsProjection: DocumentProjection<QuestionDocument> = {
  kind: 'document',
  name: 'questions',
  collection: QUESTIONS_COLLECTION,
  handles: [...QUESTION_EVENT_TYPES, ...REPLY_EVENT_TYPES],
  documentId: (event) => (event.data as { questionId?: string }).questionId ?? null,
  evolve: evolveQuestion,
  indexes: [{ keys: { courseId: 1, status: 1, created: -1 } }, { keys: { status: 1, created: -1 } }],
};
