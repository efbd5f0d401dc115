import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { cartStream } from '@khru/contracts';
import type { DocumentStore } from '@khru/platform';
import { CommandExecutor } from '../../../kernel/commands/command-executor.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';
import { DOCUMENT_STORE } from '../../../kernel/infrastructure/tokens.js';
import { assertItemsOnSale } from '../../items-on-sale.js';
import { itemTeachers } from '../../item-teachers.js';
import { cartDecider } from '../cart.decider.js';
import { ChangeCartCommand } from './change-cart.command.js';

/** Corporate (B2B) members enrol through their organisation and have no cart (spec section 6); added items must be on sale and not taught by the buyer. */
@CommandHandler(ChangeCartCommand)
export class ChangeCartHandler implements ICommandHandler<ChangeCartCommand, CommandResult> {
  constructor(
    private readonly executor: CommandExecutor,
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
  ) {}

  async execute({ payload, metadata }: ChangeCartCommand): Promise<CommandResult> {
    if (payload.type !== 'AddToCart') return this.executor.execute(cartDecider, cartStream(payload.userId), payload, metadata);
    await assertItemsOnSale(this.documents, payload.items, (i) => `items.${i}.itemId`);
    const teachers = await itemTeachers(this.documents, payload.items);
    return this.executor.execute(cartDecider, cartStream(payload.userId), { ...payload, teachers }, metadata);
  }
}
