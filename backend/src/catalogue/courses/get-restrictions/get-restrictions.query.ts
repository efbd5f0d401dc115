import { Query } from '@nestjs/cqrs';
import type { CourseRestrictionsResponse } from '@khru/contracts';

export class GetRestrictionsQuery extends Query<CourseRestrictionsResponse> {
  constructor(
    readonly courseId: string,
    readonly now: Date,
  ) {
    super();
  }
}
