import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { conversationStream } from '@khru/contracts';
import { CommandExecutor } from '../../../kernel/commands/command-executor.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';
import { SupportCallers } from '../../callers/support-callers.js';
import { conversationDecider } from '../../conversation/conversation.decider.js';
import { AddSupportNoteCommand } from './add-support-note.command.js';

/** A note on a conversation that only support sees, signed with the admin's name. */
@CommandHandler(AddSupportNoteCommand)
export class AddSupportNoteHandler implements ICommandHandler<AddSupportNoteCommand, CommandResult> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly callers: SupportCallers,
  ) {}

  async execute({ conversationId, noteId, body, caller, metadata }: AddSupportNoteCommand): Promise<CommandResult> {
    const admin = await this.callers.learnerOf(caller);
    const command = {
      type: 'AddNote',
      conversationId,
      noteId,
      adminId: admin.userId,
      adminName: admin.name,
      body,
      at: metadata.now.toISOString(),
    } as const;
    return this.executor.execute(conversationDecider, conversationStream(conversationId), command, metadata);
  }
}
