import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../../kernel/commands/command-metadata.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';
import type { CartCommand } from '../cart.decider.js';

/** Add, remove or (un)select cart items for the caller (adding carries their role: corporate accounts have no cart). */
export class ChangeCartCommand extends Command<CommandResult> {
  constructor(
    readonly payload: CartCommand,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
