import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../../../kernel/commands/command-metadata.js';
import type { CommandResult } from '../../../../kernel/commands/command-result.js';

export class OpenCostCentreCommand extends Command<CommandResult & { costCentreId: string }> {
  constructor(
    readonly orgId: string,
    readonly code: string,
    readonly name: string,
    readonly unlimited: boolean,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
