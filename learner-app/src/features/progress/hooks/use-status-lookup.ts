import { bundleStatus, isBundlePurchased, learnerCourseStatus, type CourseProgressStatus, type UserResponse } from '@khru/contracts';
import { useLearningSummary } from '../api/get-learning-summary';
import type { StatusLookup } from '../../../lib/course-status';
import { courseAccess } from '../../../lib/ownership';

/**
 * Every badge from two reads the app already makes: the profile (what is held) and the progress summary (what was
 * studied, one request for all cards). A visitor gets no lookup, so no badge.
 */
export function statusLookup(user: UserResponse | undefined, progress: ReadonlyMap<string, CourseProgressStatus>): StatusLookup {
  if (!user) return { course: () => undefined, bundle: () => undefined };
  return {
    course: (courseId) => learnerCourseStatus(courseAccess(user, courseId) !== undefined, progress.get(courseId)),
    bundle: ({ id, courseIds }) => {
      const purchased = isBundlePurchased(user.purchasedBundleCertificateIds, id);
      // A bought bundle's courses are held through it, so one never studied counts as not started.
      return bundleStatus(
        purchased,
        courseIds.map((courseId) => learnerCourseStatus(purchased, progress.get(courseId))),
      );
    },
  };
}

export function useStatusLookup(user: UserResponse | undefined): StatusLookup {
  const summary = useLearningSummary(Boolean(user)).data;
  const progress = new Map((summary?.courses ?? []).map((c) => [c.courseId, c.status]));
  return statusLookup(user, progress);
}
