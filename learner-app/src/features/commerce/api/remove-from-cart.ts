import type { CommandAccepted } from '@khru/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshCartAfter } from './get-cart';

export const removeFromCart = (ids: string[]) => api<CommandAccepted>('paymentapi/cart/remove', { method: 'POST', body: JSON.stringify({ ids }) });

export const useRemoveFromCart = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: removeFromCart, onSuccess: (result: CommandAccepted) => refreshCartAfter(client, result) });
};
