import { courseAccess } from '../../../lib/ownership';
import { useSessionStore } from '../../../stores/session-store';
import { useUser } from '../api/get-user';

/** Whether the logged-in learner holds a course (access not ended) or a bundle, and until when (null: no end). */
export function useOwnership(itemId: string, isBundle: boolean): { owned: false } | { owned: true; until: string | null } {
  const userId = useSessionStore((s) => s.userId);
  const user = useUser(userId).data;
  if (!user) return { owned: false };
  if (isBundle) return user.purchasedBundleCertificateIds.includes(itemId) ? { owned: true, until: null } : { owned: false };
  const until = courseAccess(user, itemId);
  return until === undefined ? { owned: false } : { owned: true, until };
}
