import { Query } from '@nestjs/cqrs';
import type { InstructorResponse } from '@khru/contracts';

export class GetInstructorQuery extends Query<InstructorResponse> {
  constructor(readonly instructorId: string) {
    super();
  }
}
