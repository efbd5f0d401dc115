import type { ModerationStatus } from '../events/learning/moderation-status.js';
import type { CommandAccepted } from './read-position.js';

/** What course cards and the overview show of a course's published reviews. */
export interface CourseRating {
  /** Mean rating to one decimal; 0 while there is no published review. */
  average: number;
  count: number;
}

export const NO_RATING: CourseRating = { average: 0, count: 0 };

export interface ReviewAuthor {
  id: string;
  name: string;
  profileImageUrl: string | null;
}

/** A review as lists show it; the text is plain text, to be shown escaped. */
export interface ReviewResponse {
  id: string;
  courseId: string;
  rating: number;
  text: string;
  status: ModerationStatus;
  /** Which text this is: moderators publish or unpublish the version they read. */
  version: number;
  created: string;
  updated: string;
  author: ReviewAuthor;
}

/** A review with the course it is about (the learner's own reviews, a public profile, moderation). */
export interface ReviewWithCourseResponse extends ReviewResponse {
  course: { id: string; titleEn: string; titleTh: string };
}

/** `POST cmsapi/courses/{id}/reviews/list`: published reviews, newest first, with the total for "see more". */
export interface ReviewListResponse {
  data: ReviewResponse[];
  totalCount: number;
}

export interface ReviewWithCourseListResponse {
  data: ReviewWithCourseResponse[];
  totalCount: number;
}

/** Whether the caller may write a review of a course: holders who have started it. */
export type ReviewEligibility = 'canWrite' | 'notHolder' | 'notStarted';

/** `GET cmsapi/courses/{id}/my-reviews`: the caller's review of the course in any state (none or one), and whether they may write one. */
export interface MyCourseReviewsResponse {
  data: ReviewResponse[];
  eligibility: ReviewEligibility;
}

/** `GET cmsapi/courses/{id}/reviews-ratings-count`: published reviews per number of stars, 1 to 5. */
export interface ReviewRatingsCountResponse extends CourseRating {
  ratings: { rating: number; count: number }[];
}

/** `POST cmsapi/courses/{id}/reviews` answers the review's id with the position to read it after. */
export type ReviewWrittenResponse = CommandAccepted & { id: string };

export interface WriteReviewRequestBody {
  rating: number;
  text: string;
}

export type EditReviewRequestBody = WriteReviewRequestBody;

export interface ListReviewsRequestBody {
  skip?: number;
  take?: number;
  /** Only reviews giving this many stars. */
  rating?: number;
  /** The answer always carries `totalCount`; accepted for the spec's query shape. */
  requireTotalCount?: boolean;
}

/** `POST cmsapi/admin/reviews/{id}/publish` and `.../unpublish`: the version the moderator read. */
export interface ModerateReviewRequestBody {
  version: number;
}
