import { ORDERS_COLLECTION, type ItemRef, type OrderDocument } from '@khru/contracts';
import type { DocumentStore } from '@khru/platform';
import { DomainError } from '../../kernel/errors/domain-error.js';

/**
 * Refuses items that are already in another of the learner's orders still waiting for payment
 * (409 ALREADY_EXIST, orderPending): the learner continues that order instead of paying twice.
 */
export async function assertNotPending(documents: DocumentStore, userId: string, items: ItemRef[], exceptOrderId: string): Promise<void> {
  const pending = await documents
    .collection<OrderDocument>(ORDERS_COLLECTION)
    .find({ userId, status: { $in: ['placed', 'awaiting-payment'] }, _id: { $ne: exceptOrderId } })
    .toArray();
  const held = new Set(pending.flatMap((o) => o.lines.map((l) => l.itemId)));
  const clashing = items.flatMap((item, i) => (held.has(item.itemId) ? [{ field: `items.${i}.itemId`, code: 'ALREADY_EXIST' as const, rule: 'orderPending' as const }] : []));
  if (clashing.length > 0) throw new DomainError('ALREADY_EXIST', 409, clashing);
}
