import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { COURSES_COLLECTION, PAGE_SIZES, type CourseDocument, type CourseSearchResponse, type CourseSummaryResponse, type SearchSort } from '@khru/contracts';
import type { DocumentStore, SearchIndex } from '@khru/platform';
import { DOCUMENT_STORE, SEARCH_INDEX } from '../../../kernel/infrastructure/tokens.js';
import { toCourseSummary } from '../../courses/course-response.mapper.js';
import { instructorsOf } from '../../courses/instructors-of.js';
import { ratingsOf } from '../../courses/ratings-of.js';
import { SearchCoursesQuery } from './search-courses.query.js';

type Ranked = { course: CourseSummaryResponse; rank: number };

const ORDER: Record<SearchSort, (a: Ranked, b: Ranked) => number> = {
  relevance: (a, b) => a.rank - b.rank,
  newest: (a, b) => b.course.created.localeCompare(a.course.created),
  'price-asc': (a, b) => a.course.price - b.course.price || a.rank - b.rank,
  'price-desc': (a, b) => b.course.price - a.course.price || a.rank - b.rank,
};

/**
 * The search results page: published courses matching the words (all of them, without words),
 * narrowed by category, sub-category, job title, price range or free, sorted and paged. Prices
 * are the ones in force now, so the price filters run on the page's candidates in memory.
 */
@QueryHandler(SearchCoursesQuery)
export class SearchCoursesHandler implements IQueryHandler<SearchCoursesQuery, CourseSearchResponse> {
  constructor(
    @Inject(SEARCH_INDEX) private readonly index: SearchIndex,
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
  ) {}

  async execute({ request, now }: SearchCoursesQuery): Promise<CourseSearchResponse> {
    const text = request.search?.trim() ?? '';
    const ids = text ? (await this.index.search(text, { kinds: ['course'] })).map((h) => h.entry.refId) : null;
    if (ids?.length === 0) return { data: [], totalCount: 0 };
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
    const inRange = (price: number) =>
      (request.free === undefined || (request.free === 'true') === (price === 0)) &&
      (request.minPrice === undefined || price >= request.minPrice) &&
      (request.maxPrice === undefined || price <= request.maxPrice);
    const matches = docs
      .map((d) => ({ course: toCourseSummary(d, instructors.get(d.instructorId) ?? null, now, ratings.get(d._id)), rank: rank.get(d._id) ?? 0 }))
      .filter((r) => inRange(r.course.price))
      .sort(ORDER[request.sort ?? (ids ? 'relevance' : 'newest')]);
    const skip = request.skip ?? 0;
    return { data: matches.slice(skip, skip + (request.take ?? PAGE_SIZES.courses)).map((r) => r.course), totalCount: matches.length };
  }
}
