import { Query } from '@nestjs/cqrs';
import type { InstructorListResponse } from '@khru/contracts';

export class ListInstructorsQuery extends Query<InstructorListResponse> {
  constructor(
    readonly skip: number,
    readonly take: number,
  ) {
    super();
  }
}
