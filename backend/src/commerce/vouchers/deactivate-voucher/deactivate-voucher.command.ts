import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../../kernel/commands/command-metadata.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';
import type { VoucherCommand } from '../voucher.decider.js';

/** No new use of the voucher from now on; orders holding a use keep it. */
export class DeactivateVoucherCommand extends Command<CommandResult> {
  constructor(
    readonly payload: Extract<VoucherCommand, { type: 'DeactivateVoucher' }>,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
