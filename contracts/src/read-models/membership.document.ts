export type MembershipStatus = 'none' | 'trial' | 'active' | 'suspended' | 'lapsed';

/** A stretch of time the learner was a member (a trial or a paid period). */
export interface MembershipPeriod {
  start: string;
  end: string;
}

/** Collection `memberships`: one document per learner who ever had a card on file or a membership. */
export interface MembershipDocument {
  _id: string;
  status: MembershipStatus;
  autoRenew: boolean;
  cardLast4: string | null;
  trialUsed: boolean;
  /** End of the current trial or paid period. */
  accessUntil: string | null;
  periods: MembershipPeriod[];
}

export const MEMBERSHIPS_COLLECTION = 'memberships';

/**
 * Spec section 4: a member may watch a course while the membership is in force, unless the course
 * was published during a lapse between two of their periods (earlier courses and later ones are fine).
 */
export function membershipCovers(
  membership: Pick<MembershipDocument, 'status' | 'accessUntil' | 'periods'> | null,
  publishedAt: string | null,
  now: Date,
): boolean {
  if (!membership || (membership.status !== 'trial' && membership.status !== 'active')) return false;
  if (!membership.accessUntil || Date.parse(membership.accessUntil) <= now.getTime()) return false;
  if (!publishedAt) return true;
  const periods = [...membership.periods].sort((a, b) => a.start.localeCompare(b.start));
  return !periods.some((p, i) => i > 0 && publishedAt > periods[i - 1]!.end && publishedAt < p.start);
}

/** `GET paymentapi/membership` (ours): the learner's membership and the plan's terms. */
export interface MembershipResponse extends Omit<MembershipDocument, '_id'> {
  plan: { price: number; trialDays: number; periodMonths: number; currency: 'THB' };
}
