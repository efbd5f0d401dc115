import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { costCentreStream } from '@khru/contracts';
import { CommandExecutor } from '../../../../kernel/commands/command-executor.js';
import type { CommandResult } from '../../../../kernel/commands/command-result.js';
import { costCentreDecider } from '../cost-centre.decider.js';
import { ReverseEnrolmentCommand } from './reverse-enrolment.command.js';

/** Cancels an enrolment by credits within the reversal window: its credits come back (the enrolment workflow withdraws the access). */
@CommandHandler(ReverseEnrolmentCommand)
export class ReverseEnrolmentHandler implements ICommandHandler<ReverseEnrolmentCommand, CommandResult> {
  constructor(private readonly executor: CommandExecutor) {}

  execute({ costCentreId, enrolmentId, metadata }: ReverseEnrolmentCommand): Promise<CommandResult> {
    return this.executor.execute(
      costCentreDecider,
      costCentreStream(costCentreId),
      { type: 'ReverseEnrolment', enrolmentId, by: metadata.userId ?? 'system', at: metadata.now.toISOString() },
      metadata,
    );
  }
}
