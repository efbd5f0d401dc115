import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { userStream } from '@khru/contracts';
import { CommandExecutor } from '../../../kernel/commands/command-executor.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';
import { PasswordHasher } from '../../credentials/password-hasher.js';
import { EmailClaims } from '../../email-claims/email-claims.js';
import { normaliseEmail } from '../../email-claims/email-claim-stream.js';
import { userDecider } from '../../users/user.decider.js';
import { ChangeEmailCommand } from './change-email.command.js';

/**
 * The owner moves the account to a new address, confirming with the password: the new address is
 * claimed first, then the account changes, then the old address is freed. A refusal frees the new one.
 */
@CommandHandler(ChangeEmailCommand)
export class ChangeEmailHandler implements ICommandHandler<ChangeEmailCommand, CommandResult> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly claims: EmailClaims,
    private readonly hasher: PasswordHasher,
  ) {}

  async execute({ caller, body, metadata }: ChangeEmailCommand): Promise<CommandResult> {
    const stream = userStream(caller.userId);
    const state = await this.executor.load(userDecider, stream);
    const verifiedHash = await this.hasher.matching(state.status === 'active' ? state.passwordHash : null, body.password);
    const newEmail = normaliseEmail(body.newEmail);
    if (state.status !== 'active' || verifiedHash !== state.passwordHash || newEmail === state.email) {
      return this.executor.execute(userDecider, stream, { type: 'ChangeEmail', verifiedHash, newEmail, at: metadata.now.toISOString() }, metadata);
    }
    await this.claims.claim(newEmail, caller.userId, metadata);
    let result: CommandResult;
    try {
      result = await this.executor.execute(userDecider, stream, { type: 'ChangeEmail', verifiedHash, newEmail, at: metadata.now.toISOString() }, metadata);
    } catch (error) {
      await this.claims.release(newEmail, caller.userId, metadata);
      throw error;
    }
    await this.claims.release(state.email, caller.userId, metadata);
    return result;
  }
}
