import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../../kernel/commands/command-metadata.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';

/** A learner asks for their money back for one order, or for one line of it (`itemId`); or an administrator does for them (`byAdmin`). */
export class RefundOrderCommand extends Command<CommandResult> {
  constructor(
    readonly orderId: string,
    readonly userId: string,
    readonly reason: string,
    readonly itemId: string | null,
    readonly metadata: CommandMetadata,
    readonly byAdmin = false,
  ) {
    super();
  }
}
