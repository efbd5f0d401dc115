import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { userStream, type AuthResponse } from '@khru/contracts';
import { CommandExecutor } from '../../../kernel/commands/command-executor.js';
import { DomainError } from '../../../kernel/errors/domain-error.js';
import { AttemptThrottle } from '../../credentials/attempt-throttle.js';
import { PasswordHasher } from '../../credentials/password-hasher.js';
import { EmailClaims } from '../../email-claims/email-claims.js';
import { normaliseEmail } from '../../../kernel/accounts/email-claim-stream.js';
import { userDecider } from '../../users/user.decider.js';
import { SessionIssuer } from '../session-issuer.js';
import { LoginCommand } from './login.command.js';

/**
 * Unknown address, closed account and wrong password all answer the same
 * INCORRECT_EMAIL_PASSWORD after one password verification, so nothing tells them apart. The right
 * password of an account its organisation deactivated answers IS_NOT_ACTIVE.
 */
@CommandHandler(LoginCommand)
export class LoginHandler implements ICommandHandler<LoginCommand, AuthResponse> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly claims: EmailClaims,
    private readonly hasher: PasswordHasher,
    private readonly throttle: AttemptThrottle,
    private readonly issuer: SessionIssuer,
  ) {}

  async execute({ body, clientAddress, metadata }: LoginCommand): Promise<AuthResponse> {
    const email = normaliseEmail(body.email);
    await this.throttle.assertLoginAllowed(email, clientAddress);
    const userId = await this.claims.holder(email);
    const state = userId ? await this.executor.load(userDecider, userStream(userId)) : userDecider.initialState();
    // A deactivated account still checks its password: only its owner learns, from the decider, that it is not active.
    // An address the account has just left still names it until the claim workflow frees it (ADR 34): it no longer logs in.
    const account = (state.status === 'active' || state.status === 'deactivated') && normaliseEmail(state.email) === email ? state : null;
    const verifiedHash = await this.hasher.matching(account?.passwordHash ?? null, body.password);
    if (!userId || !account || verifiedHash === null) {
      await this.throttle.loginFailed(email, clientAddress);
      throw new DomainError('INCORRECT_EMAIL_PASSWORD');
    }
    const { session, refreshToken } = this.issuer.start(metadata.now);
    const result = await this.executor.execute(
      userDecider,
      userStream(userId),
      { type: 'LogIn', verifiedHash, session, at: metadata.now.toISOString() },
      { ...metadata, userId },
    );
    await this.throttle.loginSucceeded(email, clientAddress);
    return this.issuer.respond({ userId, role: account.role }, session.sessionId, refreshToken, metadata.now, result.position);
  }
}
