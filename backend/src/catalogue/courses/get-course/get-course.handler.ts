import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { COURSES_COLLECTION, type CourseDocument, type CourseResponse } from '@khru/contracts';
import type { DocumentStore } from '@khru/platform';
import { DomainError } from '../../../kernel/errors/domain-error.js';
import { DOCUMENT_STORE } from '../../../kernel/infrastructure/tokens.js';
import { toCourseResponse } from '../course-response.mapper.js';
import { instructorsOf } from '../instructors-of.js';
import { ratingsOf } from '../ratings-of.js';
import { GetCourseQuery } from './get-course.query.js';

/** A published course; drafts and withdrawn courses are not found. */
@QueryHandler(GetCourseQuery)
export class GetCourseHandler implements IQueryHandler<GetCourseQuery, CourseResponse> {
  constructor(@Inject(DOCUMENT_STORE) private readonly documents: DocumentStore) {}

  async execute({ courseId, now }: GetCourseQuery): Promise<CourseResponse> {
    const doc = await this.documents.collection<CourseDocument>(COURSES_COLLECTION).findOne({ _id: courseId, status: 'published' });
    if (!doc) throw DomainError.notFound();
    const [instructors, ratings] = await Promise.all([instructorsOf(this.documents, [doc.instructorId]), ratingsOf(this.documents, [doc._id])]);
    return toCourseResponse(doc, instructors.get(doc.instructorId) ?? null, now, ratings.get(doc._id));
  }
}
