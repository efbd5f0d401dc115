/** A bundle as its certificate needs it: its courses. */
export interface BundleRequirements {
  id: string;
  courseIds: readonly string[];
}

/** Where a learner stands on the courses: completed ones, tests passed, and which courses have a final test. */
export interface LearnerAchievements {
  completedCourseIds: ReadonlySet<string>;
  passedCourseIds: ReadonlySet<string>;
  coursesWithTest: ReadonlySet<string>;
}

/**
 * The bundles whose certificate the learner has earned: every course completed and, where the course has a
 * final test, that test passed. A bundle of one course earns one too (the spec's bundle status rule, which
 * leaves such bundles out, is about the badge shown, not the certificate); a bundle of none earns nothing.
 */
export function bundlesEarned<B extends BundleRequirements>(bundles: readonly B[], learner: LearnerAchievements): B[] {
  return bundles.filter(
    (bundle) =>
      bundle.courseIds.length > 0 &&
      bundle.courseIds.every((id) => learner.completedCourseIds.has(id) && (!learner.coursesWithTest.has(id) || learner.passedCourseIds.has(id))),
  );
}
