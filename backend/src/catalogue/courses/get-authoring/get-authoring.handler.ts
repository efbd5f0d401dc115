import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { COURSES_COLLECTION, type CourseAuthoringResponse, type CourseDocument } from '@khru/contracts';
import type { DocumentStore } from '@khru/platform';
import { DomainError } from '../../../kernel/errors/domain-error.js';
import { DOCUMENT_STORE } from '../../../kernel/infrastructure/tokens.js';
import { toCourseAuthoring } from '../course-authoring.mapper.js';
import { GetAuthoringQuery } from './get-authoring.query.js';

/** A course as its editor sees it, in any status. */
@QueryHandler(GetAuthoringQuery)
export class GetAuthoringHandler implements IQueryHandler<GetAuthoringQuery, CourseAuthoringResponse> {
  constructor(@Inject(DOCUMENT_STORE) private readonly documents: DocumentStore) {}

  async execute({ courseId, now }: GetAuthoringQuery): Promise<CourseAuthoringResponse> {
    const doc = await this.documents.collection<CourseDocument>(COURSES_COLLECTION).findOne({ _id: courseId });
    if (!doc) throw DomainError.notFound();
    return toCourseAuthoring(doc, now);
  }
}
