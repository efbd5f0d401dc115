import { Command } from '@nestjs/cqrs';
import type { QuizAttemptResponse } from '@khru/contracts';
import type { Caller } from '../../../kernel/auth/caller.js';
import type { CommandMetadata } from '../../../kernel/commands/command-metadata.js';

export class StartAttemptCommand extends Command<QuizAttemptResponse> {
  constructor(
    readonly caller: Caller,
    readonly courseId: string,
    readonly lessonId: string,
    readonly attemptId: string,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
