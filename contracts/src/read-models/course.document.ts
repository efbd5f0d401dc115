import type { PriceSchedule } from './price-schedule.js';
import type { CourseDetailsData, SectionData } from '../events/catalogue/course.events.js';

/** Collection `courses`: one document per course, with its price schedule and curriculum. */
export interface CourseDocument extends Omit<CourseDetailsData, 'courseId'> {
  _id: string;
  status: 'draft' | 'published' | 'unpublished';
  isHighlight: boolean;
  /** When the course was drafted (the spec's `created`, the default sort). */
  created: string;
  publishedAt: string | null;
  /** When a public training was called off (absent or null while it goes ahead): it is then no longer sold. */
  trainingCancelledAt?: string | null;
  /** When its last event was recorded (absent on documents from before it was kept: read `created`). */
  updatedAt?: string;
  priceSchedule: PriceSchedule;
  curriculum: SectionData[];
  lessonCount: number;
  totalDurationSeconds: number;
  /** Flattened titles, for sorting and filtering by title. */
  titleEn: string;
  titleTh: string;
}

export const COURSES_COLLECTION = 'courses';
