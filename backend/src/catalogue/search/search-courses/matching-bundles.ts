import { BUNDLES_COLLECTION, type BundleDocument, type BundleSummaryResponse } from '@khru/contracts';
import type { SearchCoursesRequest } from '@khru/contracts/requests';
import type { DocumentStore, SearchIndex } from '@khru/platform';
import { toBundleSummary } from '../../bundles/bundle-response.mapper.js';

/**
 * The published bundles the words find, best first, within the price filters: the same bundles the
 * header's suggestions offer. Bundles have no category, sub-category or job title, so narrowing to
 * one of those leaves none.
 */
export async function matchingBundles(
  index: SearchIndex,
  documents: DocumentStore,
  request: SearchCoursesRequest,
  inRange: (price: number) => boolean,
  now: Date,
): Promise<BundleSummaryResponse[]> {
  const text = request.search?.trim() ?? '';
  if (!text || request.categoryId || request.subCategoryId || request.jobFunctionId) return [];
  const ids = (await index.search(text, { kinds: ['bundleCertificate'] })).map((hit) => hit.entry.refId);
  if (ids.length === 0) return [];
  const docs = await documents
    .collection<BundleDocument>(BUNDLES_COLLECTION)
    .find({ _id: { $in: ids }, status: 'published' })
    .toArray();
  const rank = new Map(ids.map((id, i) => [id, i]));
  return docs
    .map((doc) => toBundleSummary(doc, now))
    .filter((bundle) => inRange(bundle.price))
    .sort((a, b) => rank.get(a.id)! - rank.get(b.id)!);
}
