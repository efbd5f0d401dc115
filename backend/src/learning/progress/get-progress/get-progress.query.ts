import { Query } from '@nestjs/cqrs';
import type { CourseProgressResponse } from '@khru/contracts';
import type { Caller } from '../../../kernel/auth/caller.js';

export class GetProgressQuery extends Query<CourseProgressResponse> {
  constructor(
    readonly caller: Caller,
    readonly courseId: string,
    readonly now: Date,
  ) {
    super();
  }
}
