import { CATEGORIES_COLLECTION, type CategoryDocument } from '@khru/contracts';
import type { DocumentStore } from '@khru/platform';
import { assertNoneMissing } from '../../kernel/read-models/assert-references.js';

/** Refuses category ids that name neither a category nor a sub-category, as `eligibleCategoryIds.<index>`. */
export async function assertCategoriesExist(documents: DocumentStore, ids: string[]): Promise<void> {
  const found = await documents
    .collection<CategoryDocument>(CATEGORIES_COLLECTION)
    .find({ $or: [{ _id: { $in: ids } }, { 'subCategories.id': { $in: ids } }] })
    .toArray();
  const known = new Set(found.flatMap((c) => [c._id, ...c.subCategories.map((s) => s.id)]));
  assertNoneMissing(
    ids,
    (id) => !known.has(id),
    (i) => `eligibleCategoryIds.${i}`,
  );
}
