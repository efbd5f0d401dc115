import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../../../kernel/commands/command-metadata.js';
import type { CommandResult } from '../../../../kernel/commands/command-result.js';

export class DepositCreditsCommand extends Command<CommandResult> {
  constructor(
    readonly costCentreId: string,
    readonly amount: number,
    readonly invoiceRef: string,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
