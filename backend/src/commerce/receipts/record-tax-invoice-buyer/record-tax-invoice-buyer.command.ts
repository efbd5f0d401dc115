import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../../kernel/commands/command-metadata.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';
import type { OrderCommand } from '../../orders/order.decider.js';

/** The buyer an order's full tax invoice names, given after checkout. */
export class RecordTaxInvoiceBuyerCommand extends Command<CommandResult> {
  constructor(
    readonly payload: Extract<OrderCommand, { type: 'RecordTaxInvoiceBuyer' }>,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
