import { heldCourseAccess, type UserResponse } from '@khru/contracts';
import { useUser } from '../../features/users/api/get-user';
import { useSessionStore } from '../../stores/session-store';

/** A course's end of access for this learner (null: no end), or undefined when not held or ended. */
export const courseAccess = (user: UserResponse | undefined, courseId: string): string | null | undefined => heldCourseAccess(user, courseId, new Date());

/** Whether the logged-in learner holds a course (access not ended) or a bundle, and until when (null: no end). */
export function useOwnership(itemId: string, isBundle: boolean): { owned: false } | { owned: true; until: string | null } {
  const userId = useSessionStore((s) => s.userId);
  const user = useUser(userId).data;
  if (!user) return { owned: false };
  if (isBundle) return user.purchasedBundleCertificateIds.includes(itemId) ? { owned: true, until: null } : { owned: false };
  const until = courseAccess(user, itemId);
  return until === undefined ? { owned: false } : { owned: true, until };
}
