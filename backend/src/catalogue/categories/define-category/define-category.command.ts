import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../../kernel/commands/command-metadata.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';
import type { CategoryCommand } from '../category.decider.js';

export class DefineCategoryCommand extends Command<CommandResult> {
  constructor(
    readonly payload: Extract<CategoryCommand, { type: 'DefineCategory' }>,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
