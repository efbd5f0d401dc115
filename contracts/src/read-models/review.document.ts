import type { ModerationStatus } from '../events/learning/moderation-status.js';

/** Collection `reviews`: one document per review not deleted (`_id` = the review id). */
export interface ReviewDocument {
  _id: string;
  courseId: string;
  userId: string;
  rating: number;
  text: string;
  status: ModerationStatus;
  version: number;
  created: string;
  updated: string;
  /** When a moderator last decided on it (published or unpublished); null while never decided. */
  moderatedAt: string | null;
}

export const REVIEWS_COLLECTION = 'reviews';

/**
 * Collection `courseRatings`: per course (`_id` = the course id), its published reviews' ratings
 * and what cards show of them. Kept from the review events alone.
 */
export interface CourseRatingDocument {
  _id: string;
  /** Rating of each published review, by review id. */
  published: Record<string, number>;
  count: number;
  /** Mean of the published ratings to one decimal; 0 without any. */
  average: number;
  /** How many published reviews gave each number of stars, `'1'` to `'5'`. */
  stars: Record<string, number>;
}

export const COURSE_RATINGS_COLLECTION = 'courseRatings';
