import { priceAt, storedText, type BundleDocument, type BundleResponse, type BundleSummaryResponse, type CourseSummaryResponse } from '@khru/contracts';

/** A bundle card: names and thumbnails per locale, and the price in effect `now`; an older document's missing parts read as empty. */
export function toBundleSummary(doc: BundleDocument, now: Date): BundleSummaryResponse {
  const name = storedText(doc.name);
  return {
    id: doc._id,
    nameEn: name.en,
    nameTh: name.th,
    thumbnailImageEn: doc.thumbnailUrl?.en ?? null,
    thumbnailImageTh: doc.thumbnailUrl?.th ?? null,
    isSingleCertificate: doc.isSingleCertificate,
    courseIds: doc.courseIds,
    courseCount: doc.courseCount,
    created: doc.created,
    price: priceAt(doc.priceSchedule, now),
  };
}

/** What the courses cost one by one against the bundle's price; a bundle dearer than its parts saves nothing. */
export function bundleSaving(price: number, coursePrices: number[]): { fullPrice: number; saving: number } {
  const fullPrice = coursePrices.reduce((sum, p) => sum + p, 0);
  return { fullPrice, saving: Math.max(0, fullPrice - price) };
}

/** The bundle page, with its published courses in the bundle's order. */
export function toBundleResponse(doc: BundleDocument, courses: CourseSummaryResponse[], now: Date): BundleResponse {
  const summary = toBundleSummary(doc, now);
  const description = storedText(doc.description);
  return {
    ...summary,
    descriptionEn: description.en,
    descriptionTh: description.th,
    courses,
    ...bundleSaving(
      summary.price,
      courses.map((c) => c.price),
    ),
  };
}
