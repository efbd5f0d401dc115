import { Command } from '@nestjs/cqrs';
import type { Role } from '@khru/contracts';
import type { CommandMetadata } from '../../../kernel/commands/command-metadata.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';
import type { CartCommand } from '../cart.decider.js';

/** Add, remove or (un)select cart items for the caller, whose role decides whether they have a cart at all. */
export class ChangeCartCommand extends Command<CommandResult> {
  constructor(
    readonly payload: CartCommand,
    readonly role: Role,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
