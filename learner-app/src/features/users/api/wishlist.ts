import type { CommandAccepted, ItemRef } from '@khru/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshUserAfter } from './get-user';

const addWishlist = (userId: string, item: ItemRef) =>
  api<CommandAccepted>(`userprofileapi/user/${encodeURIComponent(userId)}/add-wishlist`, { method: 'POST', body: JSON.stringify(item) });
const removeWishlist = (userId: string, ids: string[]) =>
  api<CommandAccepted>(`userprofileapi/user/${encodeURIComponent(userId)}/remove-wishlist`, { method: 'POST', body: JSON.stringify({ ids }) });

/** Keeps or drops items on the learner's wishlist; the profile (with `wishlistItemIds`) is read again afterwards. */
export const useWishlistChanges = (userId: string) => {
  const client = useQueryClient();
  const onSuccess = (result: CommandAccepted) => refreshUserAfter(client, userId, result.position);
  return {
    add: useMutation({ mutationFn: (item: ItemRef) => addWishlist(userId, item), onSuccess }),
    remove: useMutation({ mutationFn: (ids: string[]) => removeWishlist(userId, ids), onSuccess }),
  };
};
