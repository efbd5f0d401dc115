import { useUser } from '../../features/users/api/get-user';
import { useSessionStore } from '../../stores/session-store';

/** Whether the logged-in learner holds a course (access not ended) or a bundle, and until when (null: no end). */
export function useOwnership(itemId: string, isBundle: boolean): { owned: false } | { owned: true; until: string | null } {
  const userId = useSessionStore((s) => s.userId);
  const user = useUser(userId).data;
  if (!user) return { owned: false };
  if (isBundle) return user.purchasedBundleCertificateIds.includes(itemId) ? { owned: true, until: null } : { owned: false };
  if (!user.purchasedCourseIds.includes(itemId)) return { owned: false };
  const until = user.purchasedCoursesExpiry[itemId] ?? null;
  return until && Date.parse(until) <= Date.now() ? { owned: false } : { owned: true, until };
}
