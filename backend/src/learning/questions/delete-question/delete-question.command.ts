import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../../kernel/commands/command-metadata.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';
import type { QuestionCommand } from '../question.decider.js';

/** The author deletes their question. */
export class DeleteQuestionCommand extends Command<CommandResult> {
  constructor(
    readonly payload: Extract<QuestionCommand, { type: 'DeleteQuestion' }>,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
