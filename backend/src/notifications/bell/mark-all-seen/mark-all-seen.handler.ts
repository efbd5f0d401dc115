import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { notificationsStream } from '@khru/contracts';
import { CommandExecutor } from '../../../kernel/commands/command-executor.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';
import { notificationDecider } from '../../notification.decider.js';
import { MarkAllSeenCommand } from './mark-all-seen.command.js';

@CommandHandler(MarkAllSeenCommand)
export class MarkAllSeenHandler implements ICommandHandler<MarkAllSeenCommand, CommandResult> {
  constructor(private readonly executor: CommandExecutor) {}

  execute({ payload, metadata }: MarkAllSeenCommand): Promise<CommandResult> {
    return this.executor.execute(notificationDecider, notificationsStream(payload.userId), payload, metadata);
  }
}
