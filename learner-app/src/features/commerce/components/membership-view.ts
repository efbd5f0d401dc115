import type { MembershipResponse } from '@khru/contracts';

/** How a membership reads to its owner: a cancelled one still in force is "ending". */
export type MembershipView = 'none' | 'trial' | 'active' | 'ending' | 'suspended' | 'lapsed';

export const membershipView = (m: MembershipResponse): MembershipView =>
  m.status === 'trial' || m.status === 'active' ? (m.autoRenew ? m.status : 'ending') : m.status;
