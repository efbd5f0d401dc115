import type { DomainEvent } from '../event.js';
import type { LocalizedText } from '../../i18n/localized-text.js';

/** An answer a quiz question offers; whether it is right is kept on the question, never beside the text. */
export interface QuizOption {
  id: string;
  text: LocalizedText;
}

/** A quiz question: one right option (`single`) or one or more (`multiple`), and why the right answer is right. */
export interface QuizQuestion {
  id: string;
  kind: 'single' | 'multiple';
  text: LocalizedText;
  options: QuizOption[];
  correctOptionIds: string[];
  explanation: LocalizedText;
}

/**
 * One step of a course: a video (with its length), a downloadable resource, or a quiz with its questions.
 * Older shapes (a quiz that only counted its questions, missing texts) are upcast on read: `course.upcasters.ts`.
 */
export type LessonData =
  | {
      id: string;
      kind: 'video';
      title: LocalizedText;
      videoUrl: string;
      durationSeconds: number;
      /** WebVTT caption addresses per language, uploaded by an admin (demo clips have generated ones instead). */
      captions?: { en?: string; th?: string };
    }
  | { id: string; kind: 'resource'; title: LocalizedText; resourceUrl: string }
  | { id: string; kind: 'quiz'; title: LocalizedText; questions: QuizQuestion[] };

export interface SectionData {
  id: string;
  title: LocalizedText;
  lessons: LessonData[];
}

/** Where a course sits in the catalogue and who teaches it. */
export interface CourseDetailsData {
  courseId: string;
  title: LocalizedText;
  description: LocalizedText;
  thumbnailUrl: string | null;
  categoryId: string;
  subCategoryId: string | null;
  jobFunctionId: string | null;
  instructorId: string;
  /** Set for a public training course (a class on a date, with its own refund rules); absent for online courses. */
  trainingStartsAt?: string | null;
}

/** Stream `course-<id>`: one course, from draft to published, its curriculum and its price over time. */
export type CourseDrafted = DomainEvent<'CourseDrafted', CourseDetailsData & { price: number; curriculum: SectionData[] }>;
export type CourseDetailsRevised = DomainEvent<'CourseDetailsRevised', CourseDetailsData>;
export type CourseCurriculumRevised = DomainEvent<'CourseCurriculumRevised', { courseId: string; curriculum: SectionData[] }>;
export type CoursePublished = DomainEvent<'CoursePublished', { courseId: string; at: string }>;
export type CourseUnpublished = DomainEvent<'CourseUnpublished', { courseId: string; at: string }>;
/** Whole baht; takes effect from `effectiveFrom` (which may be in the future). */
export type CoursePriceChanged = DomainEvent<'CoursePriceChanged', { courseId: string; price: number; effectiveFrom: string }>;
export type CourseHighlightChanged = DomainEvent<'CourseHighlightChanged', { courseId: string; isHighlight: boolean }>;
/** A platform admin called off a public training before it started: it is no longer sold, and every seat bought is refunded in full. */
export type PublicTrainingCancelled = DomainEvent<'PublicTrainingCancelled', { courseId: string; reason: string; at: string }>;
/** A public training moves from `from` to the later `to`: it stays on sale for the new date, and every seat bought is refunded in full. */
export type PublicTrainingPostponed = DomainEvent<'PublicTrainingPostponed', { courseId: string; from: string; to: string; reason: string; at: string }>;

export type CourseEvent =
  | CourseDrafted
  | CourseDetailsRevised
  | CourseCurriculumRevised
  | CoursePublished
  | CourseUnpublished
  | CoursePriceChanged
  | CourseHighlightChanged
  | PublicTrainingCancelled
  | PublicTrainingPostponed;

export const COURSE_EVENT_TYPES = [
  'CourseDrafted',
  'CourseDetailsRevised',
  'CourseCurriculumRevised',
  'CoursePublished',
  'CourseUnpublished',
  'CoursePriceChanged',
  'CourseHighlightChanged',
  'PublicTrainingCancelled',
  'PublicTrainingPostponed',
] as const satisfies readonly CourseEvent['type'][];

export const courseStream = (courseId: string): string => `course-${courseId}`;
