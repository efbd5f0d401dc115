import type { CommandAccepted } from '@khru/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshCartAfter } from './get-cart';

export const selectInCart = (ids: string[], selected: boolean) =>
  api<CommandAccepted>('paymentapi/cart/select', { method: 'POST', body: JSON.stringify({ ids, selected }) });

export const useSelectInCart = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ ids, selected }: { ids: string[]; selected: boolean }) => selectInCart(ids, selected),
    onSuccess: (result: CommandAccepted) => refreshCartAfter(client, result),
  });
};
