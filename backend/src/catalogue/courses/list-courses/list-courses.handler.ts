import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { COURSE_LIST_FIELDS, COURSES_COLLECTION, PAGE_SIZES, type CourseDocument, type CourseListResponse } from '@khru/contracts';
import type { DocumentStore } from '@khru/platform';
import { DOCUMENT_STORE } from '../../../kernel/infrastructure/tokens.js';
import { pageByLoadOptions, type ListShape } from '../../load-options/page-by-load-options.js';
import { toCourseSummary } from '../course-response.mapper.js';
import { instructorsOf } from '../instructors-of.js';
import { ratingsOf } from '../ratings-of.js';
import { ListCoursesQuery } from './list-courses.query.js';

/** Course lists: the spec's names for two stored fields; newest first, 16 a page. */
const COURSE_LIST: ListShape = {
  fields: COURSE_LIST_FIELDS,
  fieldMap: { isHighlights: 'isHighlight', jobTitle: 'jobFunctionId' },
  defaultSort: { created: -1 },
  defaultTake: PAGE_SIZES.courses,
};

/** Published courses by DevExtreme load options, or exactly the courses of `customFilter.ids` in the order asked. */
@QueryHandler(ListCoursesQuery)
export class ListCoursesHandler implements IQueryHandler<ListCoursesQuery, CourseListResponse> {
  constructor(@Inject(DOCUMENT_STORE) private readonly documents: DocumentStore) {}

  async execute({ request, now }: ListCoursesQuery): Promise<CourseListResponse> {
    const courses = this.documents.collection<CourseDocument>(COURSES_COLLECTION);
    const ids = request.customFilter?.ids;
    let page: { docs: CourseDocument[]; totalCount?: number };
    if (ids) {
      const found = await courses.find({ status: 'published', _id: { $in: ids } }).toArray();
      const docs = ids.map((id) => found.find((d) => d._id === id)).filter((d): d is CourseDocument => Boolean(d));
      page = request.loadOptions?.requireTotalCount ? { docs, totalCount: docs.length } : { docs };
    } else {
      page = await pageByLoadOptions(courses, { status: 'published' }, request.loadOptions ?? {}, COURSE_LIST);
    }
    const instructors = await instructorsOf(
      this.documents,
      page.docs.map((d) => d.instructorId),
    );
    const ratings = await ratingsOf(
      this.documents,
      page.docs.map((d) => d._id),
    );
    return {
      data: page.docs.map((d) => toCourseSummary(d, instructors.get(d.instructorId) ?? null, now, ratings.get(d._id))),
      ...(page.totalCount === undefined ? {} : { totalCount: page.totalCount }),
    };
  }
}
