import type { CommandAccepted, ItemRef } from '@khru/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sharedKeys } from '../../../lib/query-keys';

export const enrollFree = (item: ItemRef) => api<CommandAccepted>('paymentapi/enroll-single-item', { method: 'POST', body: JSON.stringify(item) });

/** Takes a free course or bundle; the account (what it holds) is read again afterwards. */
export const useEnrollFree = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: enrollFree, onSuccess: () => client.invalidateQueries({ queryKey: sharedKeys.users }) });
};
