import type { BundleSummaryResponse } from './bundle.response.js';
import type { CourseListResponse } from './course.response.js';

/** The groups `GET searchapi/suggest/global` answers with (spec section 7). */
export const SEARCH_GROUPS = ['course', 'instructor', 'category', 'bundleCertificate'] as const;
export type SearchGroup = (typeof SEARCH_GROUPS)[number];

/** One suggestion: the item's id and names, and the fields its group needs to link and picture it. */
export interface SuggestionDocument {
  id: string;
  titleEn: string;
  titleTh: string;
  fields: Record<string, string | number | boolean | null>;
}

export type GlobalSuggestResponse = Record<SearchGroup, SuggestionDocument[]>;

/** How many suggestions each group shows at most. */
export const SUGGESTIONS_PER_GROUP = 5;

export const SEARCH_SORTS = ['relevance', 'newest', 'price-asc', 'price-desc'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/**
 * `GET searchapi/search/courses`: the full results page, always with the total; beside the page of
 * courses, every published bundle the words find (none without words, or when narrowed to a category,
 * sub-category or job title, which bundles do not have), best first and within the price filters.
 */
export type CourseSearchResponse = Required<CourseListResponse> & { bundles: BundleSummaryResponse[] };
