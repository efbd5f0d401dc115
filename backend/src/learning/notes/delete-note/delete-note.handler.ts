import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { noteStream } from '@khru/contracts';
import { CommandExecutor } from '../../../kernel/commands/command-executor.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';
import { noteDecider } from '../note.decider.js';
import { DeleteNoteCommand } from './delete-note.command.js';

@CommandHandler(DeleteNoteCommand)
export class DeleteNoteHandler implements ICommandHandler<DeleteNoteCommand, CommandResult> {
  constructor(private readonly executor: CommandExecutor) {}

  execute({ payload, metadata }: DeleteNoteCommand): Promise<CommandResult> {
    return this.executor.execute(noteDecider, noteStream(payload.noteId), payload, metadata);
  }
}
