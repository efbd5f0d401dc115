import { BUNDLES_COLLECTION, COURSES_COLLECTION, type BundleDocument, type CourseDocument, type ItemRef } from '@khru/contracts';
import type { DocumentStore } from '@khru/platform';
import { DomainError } from '../../../kernel/errors/domain-error.js';

/** Refused as the checkout refuses an item that is not on sale. */
const notOnSale = () => new DomainError('NOT_EXIST_FOREIGN_KEY', [{ field: 'itemId', code: 'NOT_EXIST_FOREIGN_KEY' }]);

/**
 * The courses an item on sale grants: a published course itself, a published bundle its published
 * courses. An unknown, draft or withdrawn item is 400 NOT_EXIST_FOREIGN_KEY on `itemId`.
 */
export async function coursesOnSale(documents: DocumentStore, item: ItemRef): Promise<string[]> {
  const published = { _id: item.itemId, status: 'published' };
  const courses = documents.collection<CourseDocument>(COURSES_COLLECTION);
  if (!item.isBundle) {
    if (!(await courses.findOne(published, { projection: { _id: 1 } }))) throw notOnSale();
    return [item.itemId];
  }
  const bundle = await documents.collection<BundleDocument>(BUNDLES_COLLECTION).findOne(published, { projection: { courseIds: 1 } });
  if (!bundle) throw notOnSale();
  const found = await courses.find({ _id: { $in: bundle.courseIds }, status: 'published' }, { projection: { _id: 1 } }).toArray();
  const onSale = new Set(found.map((c) => c._id));
  return bundle.courseIds.filter((id) => onSale.has(id));
}
