import type { MembershipResponse } from '@khru/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useIsCorporate } from '../../../lib/use-is-corporate';
import { useSessionStore } from '../../../stores/session-store';
import { commerceKeys } from './commerce-keys';

export const getMembership = (after?: string | null) => api<MembershipResponse>(`paymentapi/membership${after ? `?after=${encodeURIComponent(after)}` : ''}`);

/**
 * The learner's membership. While `waiting` (a card being saved, a charge on its way) it is read
 * again every second, because the outcome arrives from the payment provider.
 */
export const useMembership = (waiting = false) => {
  const loggedIn = useSessionStore((s) => s.status === 'loggedIn');
  const corporate = useIsCorporate();
  return useQuery({
    queryKey: commerceKeys.membership(),
    queryFn: () => getMembership(),
    enabled: loggedIn && !corporate,
    refetchInterval: waiting ? 1000 : false,
  });
};
