import { Command } from '@nestjs/cqrs';
import type { Caller } from '../../../kernel/auth/caller.js';
import type { CommandMetadata } from '../../../kernel/commands/command-metadata.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';

/** Give seats of a pool to people (`assign`) or take them back (`revoke`). */
export class ChangeSeatsCommand extends Command<CommandResult> {
  constructor(
    readonly licenceId: string,
    readonly change: 'assign' | 'revoke',
    readonly userIds: string[],
    readonly caller: Caller,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
