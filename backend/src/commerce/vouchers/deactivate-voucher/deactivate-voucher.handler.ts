import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { voucherStream } from '@khru/contracts';
import { CommandExecutor } from '../../../kernel/commands/command-executor.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';
import { voucherDecider } from '../voucher.decider.js';
import { DeactivateVoucherCommand } from './deactivate-voucher.command.js';

@CommandHandler(DeactivateVoucherCommand)
export class DeactivateVoucherHandler implements ICommandHandler<DeactivateVoucherCommand, CommandResult> {
  constructor(private readonly executor: CommandExecutor) {}

  execute({ payload, metadata }: DeactivateVoucherCommand): Promise<CommandResult> {
    return this.executor.execute(voucherDecider, voucherStream(payload.code), payload, metadata);
  }
}
