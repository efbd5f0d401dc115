import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { userStream } from '@khru/contracts';
import { CommandExecutor } from '../../../kernel/commands/command-executor.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';
import { PasswordHasher } from '../../credentials/password-hasher.js';
import { userDecider } from '../../users/user.decider.js';
import { ChangePasswordCommand } from './change-password.command.js';

/** The owner changes the password with the current one; other sessions end, this one stays. */
@CommandHandler(ChangePasswordCommand)
export class ChangePasswordHandler implements ICommandHandler<ChangePasswordCommand, CommandResult> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly hasher: PasswordHasher,
  ) {}

  async execute({ caller, body, metadata }: ChangePasswordCommand): Promise<CommandResult> {
    const stream = userStream(caller.userId);
    const state = await this.executor.load(userDecider, stream);
    const verifiedHash = await this.hasher.matching(state.status === 'active' ? state.passwordHash : null, body.currentPassword);
    const newPasswordHash = await this.hasher.hash(body.newPassword);
    return this.executor.execute(
      userDecider,
      stream,
      { type: 'ChangePassword', verifiedHash, newPasswordHash, keptSessionId: caller.sessionId, at: metadata.now.toISOString() },
      metadata,
    );
  }
}
