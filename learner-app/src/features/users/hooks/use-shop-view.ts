import { CORPORATE_ROLES, type Role } from '@khru/contracts';
import { useSessionStore } from '../../../stores/session-store';
import { useUser } from '../api/get-user';

/**
 * What a course or bundle page offers the account: the shop (price, terms, cart), the organisation's
 * way in (corporate accounts enrol with their organisation's credits, never buy for themselves), or,
 * on an instructor's own course, that she teaches it.
 */
export type ShopView = 'shop' | 'organisation' | 'teaching';

export function shopView(role: Role | null, teachesAs: readonly string[], instructorId: string | null): ShopView {
  if (role && CORPORATE_ROLES.includes(role)) return 'organisation';
  if (instructorId && teachesAs.includes(instructorId)) return 'teaching';
  return 'shop';
}

/** The shop view for the logged-in account; `instructorId` is the course's instructor (none for a bundle). */
export function useShopView(instructorId: string | null = null): ShopView {
  const userId = useSessionStore((s) => s.userId);
  const role = useSessionStore((s) => s.claims?.Role ?? null);
  const user = useUser(userId).data;
  return shopView(role, user?.instructorIds ?? [], instructorId);
}
