import type { CourseStatusCode } from '@khru/contracts';
import { createContext, useContext, type ReactNode } from 'react';

/** A logged-in learner's status in courses and bundles (spec section 4); undefined for visitors, who see no badge. */
export interface StatusLookup {
  course: (courseId: string) => CourseStatusCode | undefined;
  bundle: (bundle: { id: string; courseIds: readonly string[] }) => CourseStatusCode | undefined;
}

const none: StatusLookup = { course: () => undefined, bundle: () => undefined };
const CourseStatusContext = createContext<StatusLookup>(none);

/** Provided once by the app from the learner's profile and progress summary, so any card can show its badge. */
export function CourseStatusProvider({ lookup, children }: { lookup: StatusLookup; children: ReactNode }) {
  return <CourseStatusContext.Provider value={lookup}>{children}</CourseStatusContext.Provider>;
}

export const useCourseStatus = (courseId: string): CourseStatusCode | undefined => useContext(CourseStatusContext).course(courseId);

export const useBundleStatus = (bundle: { id: string; courseIds: readonly string[] }): CourseStatusCode | undefined =>
  useContext(CourseStatusContext).bundle(bundle);
