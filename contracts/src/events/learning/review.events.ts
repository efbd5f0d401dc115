import type { DomainEvent } from '../event.js';

/**
 * Stream `review-<reviewId>`, the id derived from the course and the learner: one review per learner
 * per course, so a second write meets the existing stream. Every event names the course and the
 * author, and those that change what counts carry the rating, so the ratings read model needs no
 * other stream. `version` counts the texts written (a write or an edit); a moderator's decision names
 * the version it was made on, so an edit that came in between is never published unseen.
 */
export type ReviewWritten = DomainEvent<
  'ReviewWritten',
  { reviewId: string; courseId: string; userId: string; rating: number; text: string; version: number; at: string }
>;
/** An edit returns the review to pending review. */
export type ReviewEdited = DomainEvent<
  'ReviewEdited',
  { reviewId: string; courseId: string; userId: string; rating: number; text: string; version: number; at: string }
>;
/** After a deletion the learner may write a review of the course again (the same stream). */
export type ReviewDeleted = DomainEvent<'ReviewDeleted', { reviewId: string; courseId: string; userId: string; at: string }>;
export type ReviewPublished = DomainEvent<
  'ReviewPublished',
  { reviewId: string; courseId: string; userId: string; rating: number; version: number; moderatorId: string; at: string }
>;
export type ReviewUnpublished = DomainEvent<
  'ReviewUnpublished',
  { reviewId: string; courseId: string; userId: string; rating: number; version: number; moderatorId: string; at: string }
>;

export type ReviewEvent = ReviewWritten | ReviewEdited | ReviewDeleted | ReviewPublished | ReviewUnpublished;

export const REVIEW_EVENT_TYPES = [
  'ReviewWritten',
  'ReviewEdited',
  'ReviewDeleted',
  'ReviewPublished',
  'ReviewUnpublished',
] as const satisfies readonly ReviewEvent['type'][];

export const reviewStream = (reviewId: string): string => `review-${reviewId}`;

/** A rating is a whole number of stars from 1 to 5. */
export const REVIEW_RATINGS = [1, 2, 3, 4, 5] as const;
export type ReviewRating = (typeof REVIEW_RATINGS)[number];
/** A review's text: plain text, trimmed, of this many characters at most (and at least one). */
export const REVIEW_TEXT_MAX_LENGTH = 2000;
