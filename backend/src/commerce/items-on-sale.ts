import { BUNDLES_COLLECTION, COURSES_COLLECTION, type CourseDocument, type ItemRef } from '@khru/contracts';
import type { DocumentStore } from '@khru/platform';
import { DomainError } from '../kernel/errors/domain-error.js';
import { assertNoneMissing, missingIds } from '../kernel/read-models/assert-references.js';

/**
 * Refuses items that are not on sale: unknown, draft or withdrawn courses and bundles (400
 * NOT_EXIST_FOREIGN_KEY), and public trainings that were cancelled (400 BAD_REQUEST, rule
 * `trainingCancelled`), naming each by `fieldOf(index)`.
 */
export async function assertItemsOnSale(documents: DocumentStore, items: ItemRef[], fieldOf: (index: number) => string): Promise<void> {
  const courseIds = items.filter((i) => !i.isBundle).map((i) => i.itemId);
  const [courses, bundles, cancelled] = await Promise.all([
    missingIds(documents, COURSES_COLLECTION, courseIds, { status: 'published' }),
    missingIds(
      documents,
      BUNDLES_COLLECTION,
      items.filter((i) => i.isBundle).map((i) => i.itemId),
      { status: 'published' },
    ),
    documents
      .collection<CourseDocument>(COURSES_COLLECTION)
      .find({ _id: { $in: courseIds }, trainingCancelledAt: { $ne: null } }, { projection: { _id: 1 } })
      .toArray(),
  ]);
  assertNoneMissing(items, (item) => (item.isBundle ? bundles : courses).has(item.itemId), fieldOf);
  const cancelledIds = new Set(cancelled.map((c) => c._id));
  const refused = items.flatMap((item, i) =>
    !item.isBundle && cancelledIds.has(item.itemId) ? [{ field: fieldOf(i), code: 'BAD_REQUEST' as const, rule: 'trainingCancelled' as const }] : [],
  );
  if (refused.length > 0) throw DomainError.badRequest(refused);
}
