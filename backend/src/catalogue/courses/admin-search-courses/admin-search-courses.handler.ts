import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { COURSES_COLLECTION, type AdminCourseSearchResponse, type CourseDocument } from '@khru/contracts';
import type { DocumentStore, Filter } from '@khru/platform';
import { DOCUMENT_STORE } from '../../../kernel/infrastructure/tokens.js';
import { toAdminCourseSummary } from '../course-authoring.mapper.js';
import { containsWords } from '../../../kernel/read-models/text-search.js';
import { AdminSearchCoursesQuery } from './admin-search-courses.query.js';

/** Every course whatever its status, by title words (English or Thai), status and category; newest first unless sorted. */
@QueryHandler(AdminSearchCoursesQuery)
export class AdminSearchCoursesHandler implements IQueryHandler<AdminSearchCoursesQuery, AdminCourseSearchResponse> {
  constructor(@Inject(DOCUMENT_STORE) private readonly documents: DocumentStore) {}

  async execute({ request, now }: AdminSearchCoursesQuery): Promise<AdminCourseSearchResponse> {
    const filter: Filter = {
      $and: [
        containsWords(['titleEn', 'titleTh'], request.search),
        request.status ? { status: request.status } : {},
        request.categoryId ? { categoryId: request.categoryId } : {},
      ],
    };
    const courses = this.documents.collection<CourseDocument>(COURSES_COLLECTION);
    const [docs, totalCount] = await Promise.all([
      courses
        .find(filter, { sort: { [request.sort ?? 'created']: request.desc === false ? 1 : -1, _id: 1 }, skip: request.skip ?? 0, limit: request.take ?? 25 })
        .toArray(),
      courses.countDocuments(filter),
    ]);
    return { data: docs.map((d) => toAdminCourseSummary(d, now)), totalCount };
  }
}
