import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../../../kernel/commands/command-metadata.js';
import type { CommandResult } from '../../../../kernel/commands/command-result.js';
import type { CostCentreRef } from '../cost-centre-access.js';

export class TransferCreditsCommand extends Command<CommandResult & { transferId: string }> {
  constructor(
    readonly source: CostCentreRef,
    readonly target: CostCentreRef,
    readonly amount: number,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
