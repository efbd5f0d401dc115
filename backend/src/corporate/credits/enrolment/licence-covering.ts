import { LICENCES_COLLECTION, licenceCovers, type ItemRef, type LicenceDocument } from '@khru/contracts';
import type { DocumentStore } from '@khru/platform';

/** Whether the person holds a seat of one of their organisation's licences that is valid at `now` and covers the item. */
export async function holdsLicenceFor(documents: DocumentStore, userId: string, orgId: string, item: ItemRef, now: Date): Promise<boolean> {
  const held = await documents.collection<LicenceDocument>(LICENCES_COLLECTION).find({ orgId, holders: userId }).toArray();
  return held.some((licence) => licenceCovers(licence, item, now));
}
