import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../../../kernel/commands/command-metadata.js';
import type { CommandResult } from '../../../../kernel/commands/command-result.js';

export class ReverseEnrolmentCommand extends Command<CommandResult> {
  constructor(
    readonly costCentreId: string,
    readonly enrolmentId: string,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
