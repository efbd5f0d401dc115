import type { CommandAccepted, ItemRef } from '@khru/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshUserAfter } from './get-user';

export const addToWishlist = (userId: string, item: ItemRef) =>
  api<CommandAccepted>(`userprofileapi/user/${encodeURIComponent(userId)}/add-wishlist`, { method: 'POST', body: JSON.stringify(item) });

/** Keeps an item on the learner's wishlist; the profile (with `wishlistItemIds`) is read again afterwards. */
export const useAddToWishlist = (userId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (item: ItemRef) => addToWishlist(userId, item),
    onSuccess: (result: CommandAccepted) => refreshUserAfter(client, userId, result.position),
  });
};
