import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ASSIGNMENTS_COLLECTION, type AssignmentDocument, type AssignmentResponse } from '@khru/contracts';
import type { DocumentStore } from '@khru/platform';
import { DOCUMENT_STORE } from '../../../kernel/infrastructure/tokens.js';
import { toAssignmentResponse } from '../organisation-response.js';
import { ListAssignmentsQuery } from './list-assignments.query.js';

/** The organisation's assignments, newest first. */
@QueryHandler(ListAssignmentsQuery)
export class ListAssignmentsHandler implements IQueryHandler<ListAssignmentsQuery, AssignmentResponse[]> {
  constructor(@Inject(DOCUMENT_STORE) private readonly documents: DocumentStore) {}

  async execute({ orgId }: ListAssignmentsQuery): Promise<AssignmentResponse[]> {
    const found = await this.documents
      .collection<AssignmentDocument>(ASSIGNMENTS_COLLECTION)
      .find({ orgId }, { sort: { at: -1, _id: 1 } })
      .toArray();
    return found.map(toAssignmentResponse);
  }
}
