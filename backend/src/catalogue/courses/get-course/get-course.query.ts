import { Query } from '@nestjs/cqrs';
import type { CourseResponse } from '@khru/contracts';

export class GetCourseQuery extends Query<CourseResponse> {
  constructor(
    readonly courseId: string,
    readonly now: Date,
  ) {
    super();
  }
}
