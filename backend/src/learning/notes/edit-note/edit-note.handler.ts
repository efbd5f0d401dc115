import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { noteStream } from '@khru/contracts';
import { CommandExecutor } from '../../../kernel/commands/command-executor.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';
import { noteDecider } from '../note.decider.js';
import { EditNoteCommand } from './edit-note.command.js';

@CommandHandler(EditNoteCommand)
export class EditNoteHandler implements ICommandHandler<EditNoteCommand, CommandResult> {
  constructor(private readonly executor: CommandExecutor) {}

  execute({ payload, metadata }: EditNoteCommand): Promise<CommandResult> {
    return this.executor.execute(noteDecider, noteStream(payload.noteId), payload, metadata);
  }
}
