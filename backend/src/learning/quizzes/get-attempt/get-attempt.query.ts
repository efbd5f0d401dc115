import { Query } from '@nestjs/cqrs';
import type { QuizAttemptResponse } from '@khru/contracts';
import type { Caller } from '../../../kernel/auth/caller.js';

export class GetAttemptQuery extends Query<QuizAttemptResponse> {
  constructor(
    readonly caller: Caller,
    readonly courseId: string,
    readonly lessonId: string,
    readonly attemptId: string,
    readonly now: Date,
  ) {
    super();
  }
}
