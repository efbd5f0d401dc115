import type { ItemRef } from '@khru/contracts';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../../stores/session-store';
import { useUser } from '../api/get-user';
import { useWishlistChanges } from '../api/wishlist';

/** A heart that keeps a course or bundle on the logged-in learner's wishlist, or drops it. */
export function WishlistButton({ item }: { item: ItemRef }) {
  const { t } = useTranslation();
  const userId = useSessionStore((s) => s.userId);
  const user = useUser(userId);
  const changes = useWishlistChanges(userId ?? '');
  if (!userId || !user.data) return null;
  const kept = user.data.wishlistItemIds.includes(item.itemId);
  const busy = changes.add.isPending || changes.remove.isPending;
  return (
    <button
      type="button"
      className="button secondary wishlist-button"
      aria-pressed={kept}
      disabled={busy}
      onClick={() => (kept ? changes.remove.mutate([item.itemId]) : changes.add.mutate(item))}
    >
      {kept ? `♥ ${t('wishlist.saved')}` : `♡ ${t('wishlist.add')}`}
    </button>
  );
}
