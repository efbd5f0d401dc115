import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { INSTRUCTORS_COLLECTION, type InstructorDocument, type InstructorResponse } from '@khru/contracts';
import type { DocumentStore } from '@khru/platform';
import { DomainError } from '../../../kernel/errors/domain-error.js';
import { DOCUMENT_STORE } from '../../../kernel/infrastructure/tokens.js';
import { toInstructorResponse } from '../instructor-response.mapper.js';
import { GetInstructorQuery } from './get-instructor.query.js';

@QueryHandler(GetInstructorQuery)
export class GetInstructorHandler implements IQueryHandler<GetInstructorQuery, InstructorResponse> {
  constructor(@Inject(DOCUMENT_STORE) private readonly documents: DocumentStore) {}

  async execute({ instructorId }: GetInstructorQuery): Promise<InstructorResponse> {
    const doc = await this.documents.collection<InstructorDocument>(INSTRUCTORS_COLLECTION).findOne({ _id: instructorId });
    if (!doc) throw DomainError.notFound();
    return toInstructorResponse(doc);
  }
}
