import type { ItemRef } from '@khru/contracts';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../../stores/session-store';
import { useUser } from '../api/get-user';
import { useAddToWishlist } from '../api/add-to-wishlist';
import { useRemoveFromWishlist } from '../api/remove-from-wishlist';

/** A heart that keeps a course or bundle on the logged-in learner's wishlist, or drops it. */
export function WishlistButton({ item }: { item: ItemRef }) {
  const { t } = useTranslation();
  const userId = useSessionStore((s) => s.userId);
  const user = useUser(userId);
  const add = useAddToWishlist(userId ?? '');
  const remove = useRemoveFromWishlist(userId ?? '');
  if (!userId || !user.data) return null;
  const kept = user.data.wishlistItemIds.includes(item.itemId);
  const busy = add.isPending || remove.isPending;
  return (
    <button
      type="button"
      className="button secondary wishlist-button"
      aria-pressed={kept}
      disabled={busy}
      onClick={() => (kept ? remove.mutate([item.itemId]) : add.mutate(item))}
    >
      {kept ? `♥ ${t('wishlist.saved')}` : `♡ ${t('wishlist.add')}`}
    </button>
  );
}
