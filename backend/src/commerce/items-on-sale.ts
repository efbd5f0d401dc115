import { BUNDLES_COLLECTION, COURSES_COLLECTION, type ItemRef } from '@khru/contracts';
import type { DocumentStore } from '@khru/platform';
import { assertNoneMissing, missingIds } from '../kernel/read-models/assert-references.js';

/**
 * Refuses items that are not on sale (unknown, draft or withdrawn courses and bundles): 400
 * NOT_EXIST_FOREIGN_KEY naming each by `fieldOf(index)`.
 */
export async function assertItemsOnSale(documents: DocumentStore, items: ItemRef[], fieldOf: (index: number) => string): Promise<void> {
  const [courses, bundles] = await Promise.all([
    missingIds(
      documents,
      COURSES_COLLECTION,
      items.filter((i) => !i.isBundle).map((i) => i.itemId),
      { status: 'published' },
    ),
    missingIds(
      documents,
      BUNDLES_COLLECTION,
      items.filter((i) => i.isBundle).map((i) => i.itemId),
      { status: 'published' },
    ),
  ]);
  assertNoneMissing(items, (item) => (item.isBundle ? bundles : courses).has(item.itemId), fieldOf);
}
