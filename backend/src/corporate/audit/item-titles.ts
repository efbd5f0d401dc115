import { BUNDLES_COLLECTION, COURSES_COLLECTION, type BundleDocument, type CourseDocument, type ItemRef, type LocalizedText } from '@khru/contracts';
import type { DocumentStore } from '@khru/platform';

/** Course and bundle titles in both languages, keyed by `itemKey`. */
export type ItemTitles = ReadonlyMap<string, LocalizedText>;

export const itemKey = ({ itemId, isBundle }: ItemRef): string => `${isBundle ? 'bundle' : 'course'}:${itemId}`;

/** The title of a course or bundle, or null when the catalogue does not hold it. */
export const titleOf = (titles: ItemTitles, item: ItemRef): LocalizedText | null => titles.get(itemKey(item)) ?? null;

/**
 * Today's catalogue titles of these items, read in one query per collection: the names an audit answer
 * and a ledger page show beside the ids they carry.
 */
export async function itemTitles(documents: DocumentStore, items: readonly ItemRef[]): Promise<ItemTitles> {
  const ids = (isBundle: boolean) => [...new Set(items.filter((i) => i.isBundle === isBundle).map((i) => i.itemId))];
  const [courseIds, bundleIds] = [ids(false), ids(true)];
  const [courses, bundles] = await Promise.all([
    courseIds.length === 0
      ? []
      : documents
          .collection<CourseDocument>(COURSES_COLLECTION)
          .find({ _id: { $in: courseIds } }, { projection: { titleEn: 1, titleTh: 1 } })
          .toArray(),
    bundleIds.length === 0
      ? []
      : documents
          .collection<BundleDocument>(BUNDLES_COLLECTION)
          .find({ _id: { $in: bundleIds } }, { projection: { nameEn: 1, nameTh: 1 } })
          .toArray(),
  ]);
  return new Map([
    ...courses.map((c): [string, LocalizedText] => [itemKey({ itemId: c._id, isBundle: false }), { en: c.titleEn, th: c.titleTh }]),
    ...bundles.map((b): [string, LocalizedText] => [itemKey({ itemId: b._id, isBundle: true }), { en: b.nameEn, th: b.nameTh }]),
  ]);
}
