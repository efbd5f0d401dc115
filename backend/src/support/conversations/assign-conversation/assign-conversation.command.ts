import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../../kernel/commands/command-metadata.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';

export class AssignConversationCommand extends Command<CommandResult> {
  constructor(
    readonly conversationId: string,
    /** An admin who may answer support, by user id, or null: back to the team. */
    readonly adminId: string | null,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
