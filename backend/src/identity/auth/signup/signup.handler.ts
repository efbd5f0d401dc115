import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { userStream, type AuthResponse } from '@khru/contracts';
import { CommandExecutor } from '../../../kernel/commands/command-executor.js';
import { DomainError } from '../../../kernel/errors/domain-error.js';
import { WorkflowOutcome } from '../../../kernel/workflows/workflow-outcome.js';
import { PasswordHasher } from '../../credentials/password-hasher.js';
import { EmailClaims } from '../../email-claims/email-claims.js';
import { normaliseEmail } from '../../../kernel/accounts/email-claim-stream.js';
import { newAccountId } from '../../users/new-account-id.js';
import { userDecider } from '../../users/user.decider.js';
import { SessionIssuer } from '../session-issuer.js';
import { SignupCommand } from './signup.command.js';

/**
 * A learner signs up. The request's one fact is the claim of the address, carrying the account to
 * open with its first session (one account per address, decided at once); the account-opening
 * workflow registers it, and the answer's tokens wait for that (ADR 34).
 */
@CommandHandler(SignupCommand)
export class SignupHandler implements ICommandHandler<SignupCommand, AuthResponse> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly claims: EmailClaims,
    private readonly hasher: PasswordHasher,
    private readonly issuer: SessionIssuer,
    private readonly outcome: WorkflowOutcome,
  ) {}

  async execute({ body, metadata }: SignupCommand): Promise<AuthResponse> {
    const email = normaliseEmail(body.email);
    const userId = newAccountId(email, metadata);
    // The same sign-up sent again finds its account opened: its first tokens were answered once and are not kept.
    if ((await this.executor.load(userDecider, userStream(userId))).status !== 'absent') {
      throw new DomainError('ALREADY_EXIST', [{ field: 'email', code: 'ALREADY_EXIST' }]);
    }
    const passwordHash = await this.hasher.hash(body.password);
    const { session, refreshToken } = this.issuer.start(metadata.now);
    await this.claims.claim(email, userId, metadata, {
      kind: 'open-account',
      firstName: body.firstName.trim(),
      lastName: body.lastName.trim(),
      role: 'MEMBER',
      passwordHash,
      source: 'signup',
      session,
      at: metadata.now.toISOString(),
    });
    const opened = await this.outcome.of(userStream(userId), (e) => e.type === 'UserLoggedIn' && e.data.sessionId === session.sessionId);
    return this.issuer.respond({ userId, role: 'MEMBER' }, session.sessionId, refreshToken, metadata.now, opened.position);
  }
}
