import { BUNDLES_COLLECTION, COURSES_COLLECTION, type FieldError, type ItemRef } from '@khru/contracts';
import type { DocumentStore } from '@khru/platform';
import { DomainError } from '../kernel/errors/domain-error.js';

/**
 * Refuses items that are not on sale (unknown, draft or withdrawn courses and bundles): 400
 * NOT_EXIST_FOREIGN_KEY naming each by `fieldOf(index)`.
 */
export async function assertItemsOnSale(documents: DocumentStore, items: ItemRef[], fieldOf: (index: number) => string): Promise<void> {
  const published = async (collection: string, ids: string[]) =>
    new Set((await documents.collection(collection).find({ _id: { $in: ids }, status: 'published' }, { projection: { _id: 1 } }).toArray()).map((d) => d._id));
  const [courses, bundles] = await Promise.all([
    published(COURSES_COLLECTION, items.filter((i) => !i.isBundle).map((i) => i.itemId)),
    published(BUNDLES_COLLECTION, items.filter((i) => i.isBundle).map((i) => i.itemId)),
  ]);
  const missing: Omit<FieldError, 'message'>[] = items.flatMap((item, i) =>
    (item.isBundle ? bundles : courses).has(item.itemId) ? [] : [{ field: fieldOf(i), code: 'NOT_EXIST_FOREIGN_KEY' as const }],
  );
  if (missing.length > 0) throw new DomainError('NOT_EXIST_FOREIGN_KEY', 400, missing);
}
