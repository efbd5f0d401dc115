import { Query } from '@nestjs/cqrs';
import type { CourseAuthoringResponse } from '@khru/contracts';

export class GetAuthoringQuery extends Query<CourseAuthoringResponse> {
  constructor(
    readonly courseId: string,
    readonly now: Date,
  ) {
    super();
  }
}
