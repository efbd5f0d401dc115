import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { voucherStream } from '@khru/contracts';
import { CommandExecutor } from '../../../kernel/commands/command-executor.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';
import { voucherDecider } from '../voucher.decider.js';
import { CreateVoucherCommand } from './create-voucher.command.js';

@CommandHandler(CreateVoucherCommand)
export class CreateVoucherHandler implements ICommandHandler<CreateVoucherCommand, CommandResult> {
  constructor(private readonly executor: CommandExecutor) {}

  execute({ payload, metadata }: CreateVoucherCommand): Promise<CommandResult> {
    return this.executor.execute(voucherDecider, voucherStream(payload.code), payload, metadata);
  }
}
