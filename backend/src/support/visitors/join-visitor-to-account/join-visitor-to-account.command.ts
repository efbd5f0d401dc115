import { Command } from '@nestjs/cqrs';
import type { Caller } from '../../../kernel/auth/caller.js';
import type { CommandMetadata } from '../../../kernel/commands/command-metadata.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';

export class JoinVisitorToAccountCommand extends Command<CommandResult> {
  constructor(
    /** The visitor's token, as the `x-support-visitor` header gave it. */
    readonly token: string | undefined,
    readonly caller: Caller,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
