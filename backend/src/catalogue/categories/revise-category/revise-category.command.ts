import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../../kernel/commands/command-metadata.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';
import type { CategoryCommand } from '../category.decider.js';

/** Renames a category, changes its picture, adds and renames sub-categories; its code and its sub-categories stay. */
export class ReviseCategoryCommand extends Command<CommandResult> {
  constructor(
    readonly payload: Extract<CategoryCommand, { type: 'ReviseCategory' }>,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
