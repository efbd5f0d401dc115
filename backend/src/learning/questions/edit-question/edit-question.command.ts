import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../../kernel/commands/command-metadata.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';
import type { QuestionCommand } from '../question.decider.js';

/** The author rewrites their question. */
export class EditQuestionCommand extends Command<CommandResult> {
  constructor(
    readonly payload: Extract<QuestionCommand, { type: 'EditQuestion' }>,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
