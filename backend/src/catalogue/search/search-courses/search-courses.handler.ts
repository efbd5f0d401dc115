import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  COURSES_COLLECTION,
  PAGE_SIZES,
  type BundleSummaryResponse,
  type CourseDocument,
  type CourseSearchResponse,
  type CourseSummaryResponse,
  type SearchSort,
} from '@khru/contracts';
import type { DocumentStore, SearchIndex } from '@khru/platform';
import { DOCUMENT_STORE, SEARCH_INDEX } from '../../../kernel/infrastructure/tokens.js';
import { toCourseSummary } from '../../courses/course-response.mapper.js';
import { instructorsOf } from '../../courses/instructors-of.js';
import { ratingsOf } from '../../courses/ratings-of.js';
import { matchingBundles } from './matching-bundles.js';
import { SearchCoursesQuery } from './search-courses.query.js';

type Ranked<T extends CourseSummaryResponse | BundleSummaryResponse = CourseSummaryResponse> = { item: T; rank: number };

const ORDER: Record<
  SearchSort,
  (a: Ranked<CourseSummaryResponse | BundleSummaryResponse>, b: Ranked<CourseSummaryResponse | BundleSummaryResponse>) => number
> = {
  relevance: (a, b) => a.rank - b.rank,
  newest: (a, b) => b.item.created.localeCompare(a.item.created),
  'price-asc': (a, b) => a.item.price - b.item.price || a.rank - b.rank,
  'price-desc': (a, b) => b.item.price - a.item.price || a.rank - b.rank,
};

/**
 * The search results page: published courses matching the words (all of them, without words),
 * narrowed by category, sub-category, job title, price range or free, sorted and paged. Prices
 * are the ones in force now, so the price filters run on the page's candidates in memory. The
 * bundles the words find come beside the page, filtered and sorted alike.
 */
@QueryHandler(SearchCoursesQuery)
export class SearchCoursesHandler implements IQueryHandler<SearchCoursesQuery, CourseSearchResponse> {
  constructor(
    @Inject(SEARCH_INDEX) private readonly index: SearchIndex,
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
  ) {}

  async execute({ request, now }: SearchCoursesQuery): Promise<CourseSearchResponse> {
    const text = request.search?.trim() ?? '';
    const inRange = (price: number) =>
      (request.free === undefined || (request.free === 'true') === (price === 0)) &&
      (request.minPrice === undefined || price >= request.minPrice) &&
      (request.maxPrice === undefined || price <= request.maxPrice);
    const sort = ORDER[request.sort ?? (text ? 'relevance' : 'newest')];
    const bundles = (await matchingBundles(this.index, this.documents, request, inRange, now))
      .map((item, rank) => ({ item, rank }))
      .sort(sort)
      .map((r) => r.item);
    const ids = text ? (await this.index.search(text, { kinds: ['course'] })).map((h) => h.entry.refId) : null;
    if (ids?.length === 0) return { data: [], totalCount: 0, bundles };
    const filter: Record<string, unknown> = { status: 'published' };
    if (ids) filter._id = { $in: ids };
    if (request.categoryId) filter.categoryId = request.categoryId;
    if (request.subCategoryId) filter.subCategoryId = request.subCategoryId;
    if (request.jobFunctionId) filter.jobFunctionId = request.jobFunctionId;
    const docs = await this.documents
      .collection<CourseDocument>(COURSES_COLLECTION)
      .find(filter, { sort: { created: -1, _id: 1 } })
      .toArray();
    const instructors = await instructorsOf(
      this.documents,
      docs.map((d) => d.instructorId),
    );
    const ratings = await ratingsOf(
      this.documents,
      docs.map((d) => d._id),
    );
    const rank = new Map((ids ?? docs.map((d) => d._id)).map((id, i) => [id, i]));
    const matches: Ranked[] = docs
      .map((d) => ({ item: toCourseSummary(d, instructors.get(d.instructorId) ?? null, now, ratings.get(d._id)), rank: rank.get(d._id) ?? 0 }))
      .filter((r) => inRange(r.item.price))
      .sort(sort);
    const skip = request.skip ?? 0;
    return { data: matches.slice(skip, skip + (request.take ?? PAGE_SIZES.courses)).map((r) => r.item), totalCount: matches.length, bundles };
  }
}
