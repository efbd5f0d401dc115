import { Command } from '@nestjs/cqrs';
import type { Caller } from '../../../kernel/auth/caller.js';
import type { CommandMetadata } from '../../../kernel/commands/command-metadata.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';

export class AddSupportNoteCommand extends Command<CommandResult> {
  constructor(
    readonly conversationId: string,
    readonly noteId: string,
    readonly body: string,
    readonly caller: Caller,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
