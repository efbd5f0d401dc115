import type { MembershipResponse } from '@khru/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useSessionStore } from '../../../stores/session-store';
import { useIsCorporate } from '../../../lib/use-is-corporate';

const KEY = ['membership'] as const;
export type MembershipAction = 'trial' | 'subscribe' | 'cancel' | 'resume';

/**
 * The learner's membership. While `waiting` (a card being saved, a charge on its way) it is read
 * again every second, because the outcome arrives from the payment provider.
 */
export const useMembership = (waiting = false) => {
  const loggedIn = useSessionStore((s) => s.status === 'loggedIn');
  const corporate = useIsCorporate();
  return useQuery({
    queryKey: KEY,
    queryFn: () => api<MembershipResponse>('paymentapi/membership'),
    enabled: loggedIn && !corporate,
    refetchInterval: waiting ? 1000 : false,
  });
};

export const useMembershipAction = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: MembershipAction) => api<{ position: string | null }>(`paymentapi/membership/${action}`, { method: 'POST', body: '{}' }),
    onSuccess: async (result) =>
      client.setQueryData(KEY, await api<MembershipResponse>(`paymentapi/membership${result.position ? `?after=${encodeURIComponent(result.position)}` : ''}`)),
    meta: { toastErrors: false },
  });
};

/** Sends the learner to the provider's page to save (or change) the card on file. */
export const useSaveCard = () =>
  useMutation({
    mutationFn: () => api<{ setupUrl: string }>('paymentapi/membership/card', { method: 'POST', body: '{}' }),
    onSuccess: ({ setupUrl }) => window.location.assign(setupUrl),
  });
