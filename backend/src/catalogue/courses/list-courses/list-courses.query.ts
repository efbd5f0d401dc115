import { Query } from '@nestjs/cqrs';
import type { CourseListRequestBody, CourseListResponse } from '@khru/contracts';

export class ListCoursesQuery extends Query<CourseListResponse> {
  constructor(
    readonly request: CourseListRequestBody,
    readonly now: Date,
  ) {
    super();
  }
}
