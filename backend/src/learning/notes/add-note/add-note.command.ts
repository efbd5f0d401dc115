import { Command } from '@nestjs/cqrs';
import type { AddNoteRequestBody } from '@khru/contracts';
import type { Caller } from '../../../kernel/auth/caller.js';
import type { CommandMetadata } from '../../../kernel/commands/command-metadata.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';

export class AddNoteCommand extends Command<CommandResult> {
  constructor(
    readonly courseId: string,
    readonly noteId: string,
    readonly body: AddNoteRequestBody,
    readonly caller: Caller,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
