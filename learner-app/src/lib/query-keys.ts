/**
 * Roots of the query keys that several features file their reads under, so that one invalidation reaches them all.
 * Features may not import each other, so the roots live here and each feature's key factory builds on them.
 */
export const sharedKeys = {
  /** Everything read about accounts: dropped at log-out, read again after a purchase or a refund. */
  users: ['users'] as const,
  /** An account and what hangs off it (its employee record, its learning summary). */
  user: (userId: string) => [...sharedKeys.users, userId] as const,
  /** A course and what is read per course (its lessons, progress, notes, Q&A). */
  course: (courseId: string) => ['courses', courseId] as const,
};
