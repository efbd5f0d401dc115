import { Query } from '@nestjs/cqrs';
import type { AdminCourseSearchResponse } from '@khru/contracts';
import type { AdminCourseSearchRequest } from '@khru/contracts/requests';

export class AdminSearchCoursesQuery extends Query<AdminCourseSearchResponse> {
  constructor(
    readonly request: AdminCourseSearchRequest,
    readonly now: Date,
  ) {
    super();
  }
}
