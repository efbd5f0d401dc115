import { Query } from '@nestjs/cqrs';
import type { CourseLearningResponse } from '@khru/contracts';
import type { Caller } from '../../../kernel/auth/caller.js';

export class GetLearningQuery extends Query<CourseLearningResponse> {
  constructor(
    readonly courseId: string,
    readonly caller: Caller,
    readonly now: Date,
  ) {
    super();
  }
}
