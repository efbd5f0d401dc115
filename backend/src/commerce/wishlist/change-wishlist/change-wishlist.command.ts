import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../../kernel/commands/command-metadata.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';
import type { WishlistCommand } from '../wishlist.decider.js';

export class ChangeWishlistCommand extends Command<CommandResult> {
  constructor(
    readonly payload: WishlistCommand,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
