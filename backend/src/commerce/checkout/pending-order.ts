import { normalizeVoucherCode, ORDERS_COLLECTION, type ItemRef, type OrderDocument } from '@khru/contracts';
import type { DocumentStore } from '@khru/platform';
import { DomainError } from '../../kernel/errors/domain-error.js';

/**
 * A learner does not pay twice for the same thing: another of their orders still waiting for
 * payment with exactly these items (and voucher) is resumed (its id is answered); one that holds
 * only some of them is refused (409 ALREADY_EXIST, orderPending) until it is paid or expires.
 */
export async function resumablePendingOrder(
  documents: DocumentStore,
  userId: string,
  items: ItemRef[],
  voucherCode: string | null,
  exceptOrderId: string,
): Promise<string | null> {
  const pending = await documents
    .collection<OrderDocument>(ORDERS_COLLECTION)
    .find({ userId, status: { $in: ['placed', 'awaiting-payment'] }, _id: { $ne: exceptOrderId } }, { sort: { placedAt: -1 } })
    .toArray();
  const wanted = items.map((i) => i.itemId).sort();
  const voucher = voucherCode ? normalizeVoucherCode(voucherCode) : null;
  const same = pending.find(
    (o) =>
      o.voucherCode === voucher &&
      o.lines.length === wanted.length &&
      o.lines
        .map((l) => l.itemId)
        .sort()
        .every((id, i) => id === wanted[i]),
  );
  if (same) return same._id;
  const held = new Set(pending.flatMap((o) => o.lines.map((l) => l.itemId)));
  const clashing = items.flatMap((item, i) =>
    held.has(item.itemId) ? [{ field: `items.${i}.itemId`, code: 'ALREADY_EXIST' as const, rule: 'orderPending' as const }] : [],
  );
  if (clashing.length > 0) throw new DomainError('ALREADY_EXIST', clashing);
  return null;
}
