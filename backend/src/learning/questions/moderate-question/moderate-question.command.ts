import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../../kernel/commands/command-metadata.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';
import type { QuestionCommand } from '../question.decider.js';

/** A platform admin publishes or unpublishes a question, at the version they saw. */
export class ModerateQuestionCommand extends Command<CommandResult> {
  constructor(
    readonly payload: Extract<QuestionCommand, { type: 'PublishQuestion' | 'UnpublishQuestion' }>,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
