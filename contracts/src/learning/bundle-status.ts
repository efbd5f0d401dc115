import { COURSE_STATUS, type CourseStatusCode } from './course-status.js';

/** Spec section 3's bundle state: is the bundle the learner's, and how far are its courses. */
export const isBundlePurchased = (purchasedBundleCertificateIds: readonly string[], bundleId: string): boolean =>
  purchasedBundleCertificateIds.includes(bundleId);

/** Spec section 4: a course with status 1 (in progress) sets the single-course flag. */
export const isSingleCoursePurchased = (statuses: readonly CourseStatusCode[]): boolean => statuses.some((s) => s === COURSE_STATUS.IN_PROGRESS);

/**
 * Spec section 4: status 0 or 1 means the bundle is not complete; it is complete only when no course has status
 * 0 or 1. The rule applies only to a bundle of more than one course, so a smaller one is never complete by it.
 */
export const isBundleCoursesCompleted = (statuses: readonly CourseStatusCode[]): boolean =>
  statuses.length > 1 && !statuses.some((s) => s === COURSE_STATUS.NOT_STARTED || s === COURSE_STATUS.IN_PROGRESS);

/**
 * The badge of a bundle for a logged-in learner: Not Purchased until the bundle is theirs; then Completed by the
 * rule above, In Progress once a course was started (or the single-course flag is set), else Not Started. A bundle
 * of one course, which the rule leaves out, shows its course's status. The statuses are those of the bundle's
 * courses as held through it (`learnerCourseStatus(true, ...)`), so an unstudied course counts as 0, never 3.
 */
export function bundleStatus(purchased: boolean, statuses: readonly CourseStatusCode[]): CourseStatusCode {
  if (!purchased) return COURSE_STATUS.NOT_PURCHASED;
  const [only] = statuses;
  if (statuses.length === 1 && only !== undefined) return only;
  if (isBundleCoursesCompleted(statuses)) return COURSE_STATUS.COMPLETED;
  const started = isSingleCoursePurchased(statuses) || statuses.some((s) => s === COURSE_STATUS.COMPLETED);
  return started ? COURSE_STATUS.IN_PROGRESS : COURSE_STATUS.NOT_STARTED;
}
