import { Query } from '@nestjs/cqrs';
import type { CourseSearchResponse } from '@khru/contracts';
import type { SearchCoursesRequest } from '@khru/contracts/requests';

export class SearchCoursesQuery extends Query<CourseSearchResponse> {
  constructor(
    readonly request: SearchCoursesRequest,
    readonly now: Date,
  ) {
    super();
  }
}
