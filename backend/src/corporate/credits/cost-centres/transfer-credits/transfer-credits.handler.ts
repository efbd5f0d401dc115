import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { costCentreStream } from '@khru/contracts';
import { deterministicEventId } from '@khru/platform';
import { randomUUID } from 'node:crypto';
import { CommandExecutor } from '../../../../kernel/commands/command-executor.js';
import type { CommandResult } from '../../../../kernel/commands/command-result.js';
import { DomainError } from '../../../../kernel/errors/domain-error.js';
import { costCentreDecider } from '../cost-centre.decider.js';
import { TransferCreditsCommand } from './transfer-credits.command.js';

/**
 * Moves credits between two cost centres of one organisation: the source records them leaving
 * (its balance checked there, so concurrent transfers never overdraw it); the credit-transfer
 * workflow brings them to the target.
 */
@CommandHandler(TransferCreditsCommand)
export class TransferCreditsHandler implements ICommandHandler<TransferCreditsCommand, CommandResult & { transferId: string }> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute({ source, target, amount, metadata }: TransferCreditsCommand): Promise<CommandResult & { transferId: string }> {
    if (target.orgId !== source.orgId) throw DomainError.notFound();
    // Credits sent to an expired cost centre would expire on arrival.
    if (target.expired && target.id !== source.id) throw DomainError.badRequest([{ field: 'toCostCentreId', code: 'BAD_REQUEST', rule: 'costCentreExpired' }]);
    const transferId = metadata.idempotencyKey ? deterministicEventId(`credit-transfer:${metadata.idempotencyKey}`, 0) : randomUUID();
    const result = await this.executor.execute(
      costCentreDecider,
      costCentreStream(source.id),
      { type: 'TransferOut', transferId, toCostCentreId: target.id, amount, by: metadata.userId ?? 'system', at: metadata.now.toISOString() },
      metadata,
    );
    return { ...result, transferId };
  }
}
