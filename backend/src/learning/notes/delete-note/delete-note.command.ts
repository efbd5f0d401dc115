import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../../kernel/commands/command-metadata.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';
import type { DeleteNote } from '../note.decider.js';

export class DeleteNoteCommand extends Command<CommandResult> {
  constructor(
    readonly payload: DeleteNote,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
