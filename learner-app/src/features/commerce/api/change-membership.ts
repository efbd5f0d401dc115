import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { commerceKeys } from './commerce-keys';
import { getMembership } from './get-membership';

export type MembershipAction = 'trial' | 'subscribe' | 'cancel' | 'resume';

export const changeMembership = (action: MembershipAction) =>
  api<{ position: string | null }>(`paymentapi/membership/${action}`, { method: 'POST', body: '{}' });

/** Starts a trial, subscribes, cancels or resumes; the membership is read again once the read model has the change. */
export const useMembershipAction = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: changeMembership,
    onSuccess: async (result) => client.setQueryData(commerceKeys.membership(), await getMembership(result.position)),
    meta: { toastErrors: false },
  });
};
