import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { COURSE_LIST_FIELDS, COURSES_COLLECTION, PAGE_SIZES, type CourseDocument, type CourseListResponse } from '@khru/contracts';
import type { DocumentStore, Filter, SortSpec } from '@khru/platform';
import { DomainError } from '../../../kernel/errors/domain-error.js';
import { DOCUMENT_STORE } from '../../../kernel/infrastructure/tokens.js';
import { toCourseSummary } from '../course-response.mapper.js';
import { instructorsOf } from '../instructors-of.js';
import { translateFilter } from './load-options-filter.js';
import { ListCoursesQuery } from './list-courses.query.js';

/** The spec's names for two stored fields. */
const FIELD_MAP: Record<string, string> = { isHighlights: 'isHighlight', jobTitle: 'jobFunctionId' };
const FIELDS = [...COURSE_LIST_FIELDS, ...Object.keys(FIELD_MAP)];

/**
 * Published courses by DevExtreme load options (default: created, newest first; 16 a page), or
 * exactly the courses of `customFilter.ids` in the order asked.
 */
@QueryHandler(ListCoursesQuery)
export class ListCoursesHandler implements IQueryHandler<ListCoursesQuery, CourseListResponse> {
  constructor(@Inject(DOCUMENT_STORE) private readonly documents: DocumentStore) {}

  async execute({ request, now }: ListCoursesQuery): Promise<CourseListResponse> {
    const courses = this.documents.collection<CourseDocument>(COURSES_COLLECTION);
    const options = request.loadOptions ?? {};
    const ids = request.customFilter?.ids;
    const filter: Filter = { $and: [{ status: 'published' }, ids ? { _id: { $in: ids } } : translateFilter(options.filter, FIELDS, FIELD_MAP)] };
    const sort: SortSpec = {};
    for (const { selector, desc } of options.sort ?? []) {
      if (!FIELDS.includes(selector)) throw DomainError.badRequest([{ field: 'loadOptions.sort', code: 'IS_IN' }]);
      sort[FIELD_MAP[selector] ?? selector] = desc ? -1 : 1;
    }
    if (Object.keys(sort).length === 0) sort.created = -1;
    sort._id = 1;
    const take = ids ? ids.length : (options.take ?? PAGE_SIZES.courses);
    const [docs, totalCount] = await Promise.all([
      courses.find(filter, { sort, skip: ids ? 0 : (options.skip ?? 0), limit: take }).toArray(),
      options.requireTotalCount ? courses.countDocuments(filter) : Promise.resolve(undefined),
    ]);
    const ordered = ids ? ids.map((id) => docs.find((d) => d._id === id)).filter((d): d is CourseDocument => Boolean(d)) : docs;
    const instructors = await instructorsOf(this.documents, ordered.map((d) => d.instructorId));
    return {
      data: ordered.map((d) => toCourseSummary(d, instructors.get(d.instructorId) ?? null, now)),
      ...(totalCount === undefined ? {} : { totalCount }),
    };
  }
}
