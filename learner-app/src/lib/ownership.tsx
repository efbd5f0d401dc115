import { heldCourseAccess, type UserResponse } from '@khru/contracts';
import { createContext, useContext, type ReactNode } from 'react';

/** What the logged-in learner holds: a course's end of access (null: no end), or undefined when not held. */
export type CourseAccessLookup = (courseId: string) => string | null | undefined;

/** A course's end of access for this learner (null: no end), or undefined when not held or ended. */
export const courseAccess = (user: UserResponse | undefined, courseId: string): string | null | undefined => heldCourseAccess(user, courseId, new Date());

const OwnershipContext = createContext<CourseAccessLookup>(() => undefined);

/** Provided once by the app from the learner's profile, so every course card can say what is already theirs. */
export function OwnershipProvider({ lookup, children }: { lookup: CourseAccessLookup; children: ReactNode }) {
  return <OwnershipContext.Provider value={lookup}>{children}</OwnershipContext.Provider>;
}

export const useCourseAccess = (courseId: string): string | null | undefined => useContext(OwnershipContext)(courseId);
