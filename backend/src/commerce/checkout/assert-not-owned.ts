import { heldCourseAccess, USERS_COLLECTION, type ItemRef, type UserDocument } from '@khru/contracts';
import type { DocumentStore } from '@khru/platform';
import { DomainError } from '../../kernel/errors/domain-error.js';

/** Refuses items the learner already has: a bundle they own, or a course whose access has not ended (409 ALREADY_EXIST, alreadyOwned). */
export async function assertNotOwned(documents: DocumentStore, userId: string, items: ItemRef[], now: Date): Promise<void> {
  const user = await documents.collection<UserDocument>(USERS_COLLECTION).findOne({ _id: userId });
  if (!user) return;
  const holds = (item: ItemRef) => {
    if (item.isBundle) return (user.purchasedBundleCertificateIds ?? []).includes(item.itemId);
    return heldCourseAccess(user, item.itemId, now) !== undefined;
  };
  const owned = items.flatMap((item, i) =>
    holds(item) ? [{ field: `items.${i}.itemId`, code: 'ALREADY_EXIST' as const, rule: 'alreadyOwned' as const }] : [],
  );
  if (owned.length > 0) throw new DomainError('ALREADY_EXIST', owned);
}
