import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { userStream } from '@khru/contracts';
import { CommandExecutor } from '../../../kernel/commands/command-executor.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';
import { DomainError } from '../../../kernel/errors/domain-error.js';
import { PasswordHasher } from '../../credentials/password-hasher.js';
import { hashSecret, splitToken } from '../../credentials/secret-tokens.js';
import { userDecider } from '../../users/user.decider.js';
import { ForgotPasswordConfirmCommand } from './forgot-password-confirm.command.js';

/** Sets the new password from a reset link; the link then stops working and every session ends. */
@CommandHandler(ForgotPasswordConfirmCommand)
export class ForgotPasswordConfirmHandler implements ICommandHandler<ForgotPasswordConfirmCommand, CommandResult> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly hasher: PasswordHasher,
  ) {}

  async execute({ body, metadata }: ForgotPasswordConfirmCommand): Promise<CommandResult> {
    const parts = splitToken(body.token, 3);
    if (!parts) throw new DomainError('BAD_REQUEST', [{ field: 'token', code: 'IS_EXPIRED_TOKEN', rule: 'resetLinkExpired' }]);
    const [userId, resetId, secret] = parts as [string, string, string];
    const newPasswordHash = await this.hasher.hash(body.newPassword);
    return this.executor.execute(
      userDecider,
      userStream(userId),
      { type: 'CompletePasswordReset', resetId, tokenHash: hashSecret(secret), newPasswordHash, at: metadata.now.toISOString() },
      { ...metadata, userId },
    );
  }
}
