import type { CourseRating } from './review.types.js';

/** `courseMetadata` as the spec names it (section 3), with the instructor's name per locale. */
export interface CourseMetadata {
  categoryId: string;
  subCategoryId: string | null;
  jobTitle: string | null;
  instructorId: string;
  Price: number;
  titleEn: string;
  titleTh: string;
  thumbnail: string | null;
  instructorNameEn: string;
  instructorNameTh: string;
}

/** A course in a list: what cards show. */
export interface CourseSummaryResponse {
  id: string;
  courseMetadata: CourseMetadata;
  isHighlights: boolean;
  created: string;
  /** When the course was first published (a membership covers it unless this fell in a lapse). */
  publishedAt: string | null;
  /** When a public training course takes place; null for an online course. */
  trainingStartsAt: string | null;
  /** When a public training was cancelled (show it as cancelled; it can no longer be bought); null otherwise. */
  trainingCancelledAt: string | null;
  /** Whole baht, in effect now. */
  price: number;
  lessonCount: number;
  totalDurationSeconds: number;
  /** Its published reviews: mean stars to one decimal and how many. */
  rating: CourseRating;
}

/** A lesson as anyone may see it: its media addresses are given only to learners who may watch. */
export interface LessonOutline {
  id: string;
  kind: 'video' | 'resource' | 'quiz';
  titleEn: string;
  titleTh: string;
  durationSeconds: number | null;
}

export interface SectionOutline {
  id: string;
  titleEn: string;
  titleTh: string;
  lessons: LessonOutline[];
}

/** `GET coursesapi/course/{id}`. */
export interface CourseResponse extends CourseSummaryResponse {
  descriptionEn: string;
  descriptionTh: string;
  curriculum: { sortedSections: SectionOutline[] };
}

/** `POST coursesapi/course/list-by-post`; `totalCount` only when `requireTotalCount` was asked. */
export interface CourseListResponse {
  data: CourseSummaryResponse[];
  totalCount?: number;
}

/** DevExtreme-style load options (spec section 7). */
export interface LoadOptions {
  skip?: number;
  take?: number;
  sort?: { selector: string; desc?: boolean }[];
  filter?: unknown;
  requireTotalCount?: boolean;
}

export interface CourseListRequestBody {
  loadOptions?: LoadOptions;
  customFilter?: { ids: string[] };
}

/** Fields a course list may filter and sort by. */
export const COURSE_LIST_FIELDS = [
  'categoryId',
  'subCategoryId',
  'jobFunctionId',
  'instructorId',
  'isHighlight',
  'created',
  'titleEn',
  'titleTh',
  'lessonCount',
  'totalDurationSeconds',
] as const;
export type CourseListField = (typeof COURSE_LIST_FIELDS)[number];

/** `GET coursesapi/course/{id}/restrictions`: what it takes to learn a course and on what terms it is sold. */
export interface CourseRestrictionsResponse {
  courseId: string;
  isFree: boolean;
  /** Learning always needs an account; a paid course also needs a purchase, a bundle or a licence. */
  requiresLogin: true;
  requiresPurchase: boolean;
  payPerViewYears: number;
  refundWindowDays: number;
  /** Buyers younger than this need a guardian's consent. */
  guardianConsentBelowAge: number;
  /** Published bundles and certificates that include the course. */
  bundleIds: string[];
  /** For public training: when it starts (refunds follow the days before it, not the 7-day window). */
  trainingStartsAt: string | null;
  /** When a public training was cancelled: it can no longer be bought; null otherwise. */
  trainingCancelledAt: string | null;
  trainingFullRefundDays: number;
}

/** A lesson as a learner who may study the course sees it: with its video or resource address. */
/** A WebVTT captions file of a video lesson. */
export interface LessonCaptions {
  lang: 'en' | 'th';
  url: string;
}

export interface LearningLesson extends LessonOutline {
  videoUrl: string | null;
  resourceUrl: string | null;
  questionCount: number | null;
  /** Captions of a video lesson (empty when it has none, and for other kinds). */
  captions: LessonCaptions[];
}

/**
 * `GET coursesapi/course/{id}/learning` (ours): the course's lessons with their media, only for
 * administrators and learners who hold the course (spec section 6).
 */
export interface CourseLearningResponse {
  id: string;
  titleEn: string;
  titleTh: string;
  sections: { id: string; titleEn: string; titleTh: string; lessons: LearningLesson[] }[];
  /** End of the learner's access (null: no end, or an administrator). */
  accessUntil: string | null;
}
