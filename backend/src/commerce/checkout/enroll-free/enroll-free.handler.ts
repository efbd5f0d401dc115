import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { entitlementStream } from '@khru/contracts';
import type { DocumentStore } from '@khru/platform';
import { CommandExecutor } from '../../../kernel/commands/command-executor.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';
import { DomainError } from '../../../kernel/errors/domain-error.js';
import { DOCUMENT_STORE } from '../../../kernel/infrastructure/tokens.js';
import { entitlementDecider } from '../../entitlements/entitlement.decider.js';
import { assertItemsOnSale } from '../../items-on-sale.js';
import { priceLines } from '../../price-lines.js';
import { EnrollFreeCommand } from './enroll-free.command.js';

/** Grants a free item at once; anything with a price now goes through checkout (BAD_REQUEST, notFree). */
@CommandHandler(EnrollFreeCommand)
export class EnrollFreeHandler implements ICommandHandler<EnrollFreeCommand, CommandResult> {
  constructor(
    private readonly executor: CommandExecutor,
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
  ) {}

  async execute({ userId, item, metadata }: EnrollFreeCommand): Promise<CommandResult> {
    await assertItemsOnSale(this.documents, [item], () => 'itemId');
    const [line] = await priceLines(this.documents, [item], metadata.now);
    if (line!.price !== 0) throw DomainError.badRequest([{ field: 'itemId', code: 'BAD_REQUEST', rule: 'notFree' }]);
    return this.executor.execute(
      entitlementDecider,
      entitlementStream(userId),
      { type: 'GrantFree', userId, line: line!, at: metadata.now.toISOString() },
      metadata,
    );
  }
}
