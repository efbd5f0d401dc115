import { Query } from '@nestjs/cqrs';
import type { AssignmentResponse } from '@khru/contracts';

export class ListAssignmentsQuery extends Query<AssignmentResponse[]> {
  constructor(readonly orgId: string) {
    super();
  }
}
