import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { userStream } from '@khru/contracts';
import { CommandExecutor } from '../../../kernel/commands/command-executor.js';
import { resultOfRecorded, type CommandResult } from '../../../kernel/commands/command-result.js';
import { WorkflowOutcome } from '../../../kernel/workflows/workflow-outcome.js';
import { PasswordHasher } from '../../credentials/password-hasher.js';
import { EmailClaims } from '../../email-claims/email-claims.js';
import { normaliseEmail } from '../../../kernel/accounts/email-claim-stream.js';
import { userDecider } from '../../users/user.decider.js';
import { ChangeEmailCommand } from './change-email.command.js';

/**
 * The owner moves the account to a new address, confirming with the password. The one fact is the
 * claim of the new address, carrying the change; the account-opening workflow changes the account,
 * the claim workflow then gives the old address back, and the answer waits for the change (ADR 34).
 * What the account would refuse (not active, a wrong password, the same address) is refused by the
 * account's own decider at once, claiming nothing.
 */
@CommandHandler(ChangeEmailCommand)
export class ChangeEmailHandler implements ICommandHandler<ChangeEmailCommand, CommandResult> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly claims: EmailClaims,
    private readonly hasher: PasswordHasher,
    private readonly outcome: WorkflowOutcome,
  ) {}

  async execute({ caller, body, metadata }: ChangeEmailCommand): Promise<CommandResult> {
    const stream = userStream(caller.userId);
    const state = await this.executor.load(userDecider, stream);
    const verifiedHash = await this.hasher.matching(state.status === 'active' ? state.passwordHash : null, body.password);
    const newEmail = normaliseEmail(body.newEmail);
    const at = metadata.now.toISOString();
    const refused = state.status !== 'active' || verifiedHash === null || verifiedHash !== state.passwordHash || newEmail === state.email;
    // An address the account still holds (it moved away a moment ago and the release is on its way) needs no claim.
    if (refused || (await this.claims.holder(newEmail)) === caller.userId) {
      return this.executor.execute(userDecider, stream, { type: 'ChangeEmail', verifiedHash, newEmail, at }, metadata);
    }
    await this.claims.claim(newEmail, caller.userId, metadata, { kind: 'change-email', verifiedHash, at });
    const changed = await this.outcome.of(stream, (e) => e.type === 'EmailChanged' && e.data.email === newEmail && e.data.previousEmail === state.email);
    return resultOfRecorded(changed);
  }
}
