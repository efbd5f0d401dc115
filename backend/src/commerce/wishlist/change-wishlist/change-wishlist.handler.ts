import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { wishlistStream } from '@khru/contracts';
import type { DocumentStore } from '@khru/platform';
import { CommandExecutor } from '../../../kernel/commands/command-executor.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';
import { DOCUMENT_STORE } from '../../../kernel/infrastructure/tokens.js';
import { assertItemsOnSale } from '../../items-on-sale.js';
import { wishlistDecider } from '../wishlist.decider.js';
import { ChangeWishlistCommand } from './change-wishlist.command.js';

/** Keeps or drops wishlist items; only items on sale can be kept. */
@CommandHandler(ChangeWishlistCommand)
export class ChangeWishlistHandler implements ICommandHandler<ChangeWishlistCommand, CommandResult> {
  constructor(
    private readonly executor: CommandExecutor,
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
  ) {}

  async execute({ payload, metadata }: ChangeWishlistCommand): Promise<CommandResult> {
    if (payload.type === 'AddToWishlist') await assertItemsOnSale(this.documents, [payload.item], () => 'itemId');
    return this.executor.execute(wishlistDecider, wishlistStream(payload.userId), payload, metadata);
  }
}
