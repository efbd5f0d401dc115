import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { INSTRUCTORS_COLLECTION, type InstructorDocument, type InstructorListResponse } from '@khru/contracts';
import type { DocumentStore } from '@khru/platform';
import { DOCUMENT_STORE } from '../../../kernel/infrastructure/tokens.js';
import { toInstructorResponse } from '../instructor-response.mapper.js';
import { ListInstructorsQuery } from './list-instructors.query.js';

/** Instructors by name, paged. */
@QueryHandler(ListInstructorsQuery)
export class ListInstructorsHandler implements IQueryHandler<ListInstructorsQuery, InstructorListResponse> {
  constructor(@Inject(DOCUMENT_STORE) private readonly documents: DocumentStore) {}

  async execute({ skip, take }: ListInstructorsQuery): Promise<InstructorListResponse> {
    const instructors = this.documents.collection<InstructorDocument>(INSTRUCTORS_COLLECTION);
    const [docs, totalCount] = await Promise.all([
      instructors.find({}, { sort: { sortName: 1, _id: 1 }, skip, limit: take }).toArray(),
      instructors.countDocuments({}),
    ]);
    return { data: docs.map(toInstructorResponse), totalCount };
  }
}
