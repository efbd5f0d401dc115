import { Command } from '@nestjs/cqrs';
import type { AnswerQuizQuestionRequestBody, QuizAnswerResponse } from '@khru/contracts';
import type { Caller } from '../../../kernel/auth/caller.js';
import type { CommandMetadata } from '../../../kernel/commands/command-metadata.js';

export class AnswerQuestionCommand extends Command<QuizAnswerResponse> {
  constructor(
    readonly caller: Caller,
    readonly courseId: string,
    readonly lessonId: string,
    readonly attemptId: string,
    readonly answer: AnswerQuizQuestionRequestBody,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
