import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { userStream } from '@khru/contracts';
import { CommandExecutor } from '../../../kernel/commands/command-executor.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';
import { userDecider } from '../user.decider.js';
import { EditUserCommand } from './edit-user.command.js';

@CommandHandler(EditUserCommand)
export class EditUserHandler implements ICommandHandler<EditUserCommand, CommandResult> {
  constructor(private readonly executor: CommandExecutor) {}

  execute({ userId, body, editedBy, metadata }: EditUserCommand): Promise<CommandResult> {
    return this.executor.execute(
      userDecider,
      userStream(userId),
      { type: 'EditUserByAdmin', firstName: body.firstName.trim(), lastName: body.lastName.trim(), role: body.role, editedBy },
      metadata,
    );
  }
}
