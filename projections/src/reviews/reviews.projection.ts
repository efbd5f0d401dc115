import { REVIEW_EVENT_TYPES, REVIEWS_COLLECTION, type ReviewDocument, type ReviewEvent } from '@khru/contracts';
import type { RecordedEvent } from '@khru/platform';
import { asDomainEvent, type DocumentProjection } from '../projection.js';

export function evolveReview(document: ReviewDocument | null, recorded: RecordedEvent): ReviewDocument | null {
  const event = asDomainEvent<ReviewEvent>(recorded);
  switch (event.type) {
    case 'ReviewWritten': {
      const { reviewId, at, ...rest } = event.data;
      return { _id: reviewId, ...rest, status: 'pending', created: at, updated: at, moderatedAt: null };
    }
    case 'ReviewEdited': {
      const { rating, text, version, at } = event.data;
      return document && { ...document, rating, text, version, status: 'pending', updated: at };
    }
    case 'ReviewDeleted':
      return null;
    case 'ReviewPublished':
      return document && { ...document, status: 'published', moderatedAt: event.data.at };
    case 'ReviewUnpublished':
      return document && { ...document, status: 'unpublished', moderatedAt: event.data.at };
    default: {
      const _exhaustive: never = event;
      return document;
    }
  }
}

/** Read model `reviews`: every review not deleted, with its moderation state; lists read it per course, author or state. */
export const reviewsProjection: DocumentProjection<ReviewDocument> = {
  kind: 'document',
  name: 'reviews',
  collection: REVIEWS_COLLECTION,
  handles: REVIEW_EVENT_TYPES,
  documentId: (event) => (event.data as { reviewId?: string }).reviewId ?? null,
  evolve: evolveReview,
  indexes: [{ keys: { courseId: 1, status: 1, created: -1 } }, { keys: { userId: 1, created: -1 } }, { keys: { status: 1, created: -1 } }],
};
