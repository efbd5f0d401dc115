import { priceAt, storedText, type AdminBundleSummary, type BundleAuthoringResponse, type BundleDocument } from '@khru/contracts';

/** A row of the admin bundle list: any status, the price in effect `now`. */
export function toAdminBundleSummary(doc: BundleDocument, now: Date): AdminBundleSummary {
  return {
    id: doc._id,
    name: storedText(doc.name),
    status: doc.status,
    isSingleCertificate: doc.isSingleCertificate,
    courseIds: doc.courseIds,
    thumbnailUrl: { en: doc.thumbnailUrl?.en ?? null, th: doc.thumbnailUrl?.th ?? null },
    price: priceAt(doc.priceSchedule, now),
    created: doc.created,
    updatedAt: doc.updatedAt ?? doc.created,
    publishedAt: doc.publishedAt,
  };
}

/** The bundle editor's view: the row plus its description and every scheduled price. */
export function toBundleAuthoring(doc: BundleDocument, now: Date): BundleAuthoringResponse {
  return { ...toAdminBundleSummary(doc, now), description: storedText(doc.description), priceSchedule: doc.priceSchedule };
}
