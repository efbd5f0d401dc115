import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../../kernel/commands/command-metadata.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';
import type { VoucherCommand } from '../voucher.decider.js';

export class CreateVoucherCommand extends Command<CommandResult> {
  constructor(
    readonly payload: Extract<VoucherCommand, { type: 'CreateVoucher' }>,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
