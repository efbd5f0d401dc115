import { upcaster, type Upcaster } from '../upcasting.js';
import type { CourseAssigned } from './organisation.events.js';

/** Version 1 (until 2026-11-25, before reports): an assignment did not name the courses its item held. */
export type CourseAssignedV1 = Omit<CourseAssigned['data'], 'courseIds'>;

export const ORGANISATION_UPCASTERS: readonly Upcaster[] = [
  // A course's courses are itself; a bundle's, as they were when it was assigned, are unknown: none.
  upcaster('CourseAssigned', 1, (data: CourseAssignedV1 & Partial<Pick<CourseAssigned['data'], 'courseIds'>>): CourseAssigned['data'] => ({
    ...data,
    courseIds: data.courseIds ?? (data.item.isBundle ? [] : [data.item.itemId]),
  })),
];
