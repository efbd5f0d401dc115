/**
 * A learner's status in a course (spec section 4: Not Purchased, Not Started, In Progress, Completed). The spec's
 * bundle rule fixes two codes, 1 = in progress and "0 or 1 means the bundle is not complete", so 0 is Not Started;
 * Completed follows as 2 and Not Purchased, which no held course has, as 3.
 */
export const COURSE_STATUS = {
  NOT_STARTED: 0,
  IN_PROGRESS: 1,
  COMPLETED: 2,
  NOT_PURCHASED: 3,
} as const;

export type CourseStatusName = keyof typeof COURSE_STATUS;
export type CourseStatusCode = (typeof COURSE_STATUS)[CourseStatusName];

/** The statuses of a course the learner holds: what the progress routes answer. */
export type CourseProgressStatus = Exclude<CourseStatusName, 'NOT_PURCHASED'>;

export const courseStatusName = (code: CourseStatusCode): CourseStatusName =>
  (Object.keys(COURSE_STATUS) as CourseStatusName[]).find((name) => COURSE_STATUS[name] === code) ?? 'NOT_PURCHASED';

/**
 * A course's status for a logged-in learner: what their progress says once they studied it (a completed course stays
 * completed after its access ends), otherwise Not Started while they hold it and Not Purchased when they do not.
 */
export function learnerCourseStatus(held: boolean, progress: CourseProgressStatus | undefined): CourseStatusCode {
  if (progress === 'COMPLETED' || progress === 'IN_PROGRESS') return COURSE_STATUS[progress];
  return held ? COURSE_STATUS.NOT_STARTED : COURSE_STATUS.NOT_PURCHASED;
}

/** Completed lessons of the current curriculum over its lessons, in whole percent; a completed course is 100. */
export function coursePercent(completedLessons: number, lessonCount: number, status: CourseProgressStatus): number {
  if (status === 'COMPLETED') return 100;
  if (lessonCount <= 0) return 0;
  return Math.min(100, Math.floor((completedLessons / lessonCount) * 100));
}
