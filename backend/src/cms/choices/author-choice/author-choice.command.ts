import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../../kernel/commands/command-metadata.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';
import type { ChoiceCommand } from '../choice.decider.js';

export class AuthorChoiceCommand extends Command<CommandResult> {
  constructor(
    readonly payload: ChoiceCommand,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
