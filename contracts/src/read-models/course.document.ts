import type { CourseDetailsData, SectionData } from '../events/catalogue/course.events.js';

/** Collection `courses`: one document per course, with its price schedule and curriculum. */
export interface CourseDocument extends Omit<CourseDetailsData, 'courseId'> {
  _id: string;
  status: 'draft' | 'published' | 'unpublished';
  isHighlight: boolean;
  /** When the course was drafted (the spec's `created`, the default sort). */
  created: string;
  publishedAt: string | null;
  /** Every price the course has had or will have, oldest first; the price now is the last one in effect. */
  priceSchedule: { price: number; effectiveFrom: string }[];
  curriculum: SectionData[];
  lessonCount: number;
  totalDurationSeconds: number;
  /** Flattened titles, for sorting and filtering by title. */
  titleEn: string;
  titleTh: string;
}

export const COURSES_COLLECTION = 'courses';

/** The price in effect at `now`: the latest schedule entry that has started (whole baht). */
export function priceAt(schedule: CourseDocument['priceSchedule'], now: Date): number {
  const started = schedule.filter((p) => Date.parse(p.effectiveFrom) <= now.getTime());
  return (started.at(-1) ?? schedule[0])?.price ?? 0;
}
