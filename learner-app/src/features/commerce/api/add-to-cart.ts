import type { AddToCartRequestBody, CommandAccepted } from '@khru/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshCartAfter } from './get-cart';

export const addToCart = (body: AddToCartRequestBody) => api<CommandAccepted>('paymentapi/cart', { method: 'POST', body: JSON.stringify(body) });

export const useAddToCart = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: addToCart, onSuccess: (result: CommandAccepted) => refreshCartAfter(client, result) });
};
