import { COURSE_RATINGS_COLLECTION, REVIEW_EVENT_TYPES, REVIEW_RATINGS, type CourseRatingDocument, type ReviewEvent } from '@khru/contracts';
import type { RecordedEvent } from '@khru/platform';
import { asDomainEvent, type DocumentProjection } from '../projection.js';

/** The figures of a course's published ratings, recomputed from the ratings themselves. */
export function ratingFigures(courseId: string, published: Record<string, number>): CourseRatingDocument {
  const ratings = Object.values(published);
  const sum = ratings.reduce((total, rating) => total + rating, 0);
  const stars = Object.fromEntries(REVIEW_RATINGS.map((star) => [String(star), ratings.filter((r) => r === star).length]));
  return { _id: courseId, published, count: ratings.length, average: ratings.length ? Math.round((sum / ratings.length) * 10) / 10 : 0, stars };
}

/**
 * Only a published review counts: publishing adds its rating, and anything that takes it out of
 * public view (unpublished, edited back to pending review, deleted) removes it.
 */
export function evolveCourseRating(document: CourseRatingDocument | null, recorded: RecordedEvent): CourseRatingDocument | null {
  const event = asDomainEvent<ReviewEvent>(recorded);
  const { courseId, reviewId } = event.data;
  const published = { ...(document?.published ?? {}) };
  switch (event.type) {
    case 'ReviewPublished':
      published[reviewId] = event.data.rating;
      break;
    case 'ReviewWritten':
    case 'ReviewEdited':
    case 'ReviewDeleted':
    case 'ReviewUnpublished':
      if (!(reviewId in published)) return document;
      delete published[reviewId];
      break;
    default: {
      const _exhaustive: never = event;
      return document;
    }
  }
  return ratingFigures(courseId, published);
}

/** Read model `courseRatings`: what course cards and the overview show of each course's published reviews. */
export const courseRatingsProjection: DocumentProjection<CourseRatingDocument> = {
  kind: 'document',
  name: 'courseRatings',
  collection: COURSE_RATINGS_COLLECTION,
  handles: REVIEW_EVENT_TYPES,
  documentId: (event) => (event.data as { courseId?: string }).courseId ?? null,
  evolve: evolveCourseRating,
};
