import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../../kernel/commands/command-metadata.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';
import type { EditNote } from '../note.decider.js';

export class EditNoteCommand extends Command<CommandResult> {
  constructor(
    readonly payload: EditNote,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
