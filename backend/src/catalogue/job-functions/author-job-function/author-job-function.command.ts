import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../../kernel/commands/command-metadata.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';
import type { JobFunctionCommand } from '../job-function.decider.js';

/** Defining or updating a job function (catalogue authoring). */
export class AuthorJobFunctionCommand extends Command<CommandResult> {
  constructor(
    readonly payload: JobFunctionCommand,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
