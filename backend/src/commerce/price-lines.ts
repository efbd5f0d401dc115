import {
  BUNDLES_COLLECTION,
  COURSES_COLLECTION,
  priceAt,
  storedText,
  type BundleDocument,
  type CourseDocument,
  type ItemRef,
  type OrderLine,
} from '@khru/contracts';
import type { DocumentStore } from '@khru/platform';

/**
 * Order lines priced by the server at `now` (never by the client): a course entitles itself, a
 * bundle its published courses. Items must already be known to be on sale.
 */
export async function priceLines(documents: DocumentStore, items: ItemRef[], now: Date): Promise<OrderLine[]> {
  const [courses, bundles] = await Promise.all([
    documents
      .collection<CourseDocument>(COURSES_COLLECTION)
      .find({ _id: { $in: items.filter((i) => !i.isBundle).map((i) => i.itemId) } })
      .toArray(),
    documents
      .collection<BundleDocument>(BUNDLES_COLLECTION)
      .find({ _id: { $in: items.filter((i) => i.isBundle).map((i) => i.itemId) } })
      .toArray(),
  ]);
  const bundleCourses = new Set(
    (
      await documents
        .collection<CourseDocument>(COURSES_COLLECTION)
        .find({ _id: { $in: bundles.flatMap((b) => b.courseIds) }, status: 'published' }, { projection: { _id: 1 } })
        .toArray()
    ).map((c) => c._id),
  );
  return items.map((item): OrderLine => {
    if (item.isBundle) {
      const b = bundles.find((x) => x._id === item.itemId)!;
      return {
        itemId: b._id,
        isBundle: true,
        titleEn: storedText(b.name).en,
        titleTh: storedText(b.name).th,
        price: priceAt(b.priceSchedule, now),
        courseIds: b.courseIds.filter((id) => bundleCourses.has(id)),
      };
    }
    const c = courses.find((x) => x._id === item.itemId)!;
    return {
      itemId: c._id,
      isBundle: false,
      titleEn: storedText(c.title).en,
      titleTh: storedText(c.title).th,
      price: priceAt(c.priceSchedule, now),
      courseIds: [c._id],
      ...(c.trainingStartsAt ? { trainingStartsAt: c.trainingStartsAt } : {}),
    };
  });
}
