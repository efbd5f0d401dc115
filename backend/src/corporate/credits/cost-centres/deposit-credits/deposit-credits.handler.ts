import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { costCentreStream } from '@khru/contracts';
import { CommandExecutor } from '../../../../kernel/commands/command-executor.js';
import type { CommandResult } from '../../../../kernel/commands/command-result.js';
import { costCentreDecider } from '../cost-centre.decider.js';
import { DepositCreditsCommand } from './deposit-credits.command.js';

/** A platform admin adds the credits an organisation paid for (its invoice named); refused once they expired. */
@CommandHandler(DepositCreditsCommand)
export class DepositCreditsHandler implements ICommandHandler<DepositCreditsCommand, CommandResult> {
  constructor(private readonly executor: CommandExecutor) {}

  execute({ costCentreId, amount, invoiceRef, metadata }: DepositCreditsCommand): Promise<CommandResult> {
    return this.executor.execute(
      costCentreDecider,
      costCentreStream(costCentreId),
      { type: 'DepositCredits', amount, invoiceRef, by: metadata.userId ?? 'system', at: metadata.now.toISOString() },
      metadata,
    );
  }
}
