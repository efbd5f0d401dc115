import { Command } from '@nestjs/cqrs';
import type { DefineCourseTestRequestBody } from '@khru/contracts';
import type { CommandMetadata } from '../../../../kernel/commands/command-metadata.js';
import type { CommandResult } from '../../../../kernel/commands/command-result.js';

/** A platform admin (or the seed) defines a course's whole final test. */
export class DefineCourseTestCommand extends Command<CommandResult> {
  constructor(
    readonly courseId: string,
    readonly test: DefineCourseTestRequestBody,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
