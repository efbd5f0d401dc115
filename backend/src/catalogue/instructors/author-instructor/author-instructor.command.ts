import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../../kernel/commands/command-metadata.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';
import type { InstructorCommand } from '../instructor.decider.js';

/** Registering an instructor or updating their profile (catalogue authoring). */
export class AuthorInstructorCommand extends Command<CommandResult> {
  constructor(
    readonly payload: InstructorCommand,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
