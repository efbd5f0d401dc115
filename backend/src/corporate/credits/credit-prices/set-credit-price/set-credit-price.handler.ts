import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { BUNDLES_COLLECTION, COURSES_COLLECTION, creditPriceStream } from '@khru/contracts';
import type { DocumentStore } from '@khru/platform';
import { CommandExecutor } from '../../../../kernel/commands/command-executor.js';
import type { CommandResult } from '../../../../kernel/commands/command-result.js';
import { DomainError } from '../../../../kernel/errors/domain-error.js';
import { DOCUMENT_STORE } from '../../../../kernel/infrastructure/tokens.js';
import { creditPriceDecider } from '../credit-price.decider.js';
import { SetCreditPriceCommand } from './set-credit-price.command.js';

/** Prices a course or bundle of the catalogue (any status: a price may be set before publishing); an unknown one is NOT_FOUND. */
@CommandHandler(SetCreditPriceCommand)
export class SetCreditPriceHandler implements ICommandHandler<SetCreditPriceCommand, CommandResult> {
  constructor(
    private readonly executor: CommandExecutor,
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
  ) {}

  async execute({ itemId, isBundle, credits, metadata }: SetCreditPriceCommand): Promise<CommandResult> {
    const item = await this.documents.collection(isBundle ? BUNDLES_COLLECTION : COURSES_COLLECTION).findOne({ _id: itemId }, { projection: { _id: 1 } });
    if (!item) throw DomainError.notFound();
    return this.executor.execute(
      creditPriceDecider,
      creditPriceStream(itemId),
      { type: 'SetCreditPrice', itemId, isBundle, credits, by: metadata.userId ?? 'system', at: metadata.now.toISOString() },
      metadata,
    );
  }
}
