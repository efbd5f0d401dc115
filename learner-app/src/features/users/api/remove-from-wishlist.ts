import type { CommandAccepted } from '@khru/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshUserAfter } from './get-user';

export const removeFromWishlist = (userId: string, ids: string[]) =>
  api<CommandAccepted>(`userprofileapi/user/${encodeURIComponent(userId)}/remove-wishlist`, { method: 'POST', body: JSON.stringify({ ids }) });

/** Drops items from the learner's wishlist; the profile (with `wishlistItemIds`) is read again afterwards. */
export const useRemoveFromWishlist = (userId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => removeFromWishlist(userId, ids),
    onSuccess: (result: CommandAccepted) => refreshUserAfter(client, userId, result.position),
  });
};
