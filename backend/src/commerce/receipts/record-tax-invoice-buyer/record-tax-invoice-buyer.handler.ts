import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { orderStream } from '@khru/contracts';
import { CommandExecutor } from '../../../kernel/commands/command-executor.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';
import { orderDecider } from '../../orders/order.decider.js';
import { RecordTaxInvoiceBuyerCommand } from './record-tax-invoice-buyer.command.js';

@CommandHandler(RecordTaxInvoiceBuyerCommand)
export class RecordTaxInvoiceBuyerHandler implements ICommandHandler<RecordTaxInvoiceBuyerCommand, CommandResult> {
  constructor(private readonly executor: CommandExecutor) {}

  execute({ payload, metadata }: RecordTaxInvoiceBuyerCommand): Promise<CommandResult> {
    return this.executor.execute(orderDecider, orderStream(payload.orderId), payload, metadata);
  }
}
