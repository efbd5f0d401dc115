import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { userStream, type AuthResponse } from '@khru/contracts';
import { randomUUID } from 'node:crypto';
import { CommandExecutor } from '../../../kernel/commands/command-executor.js';
import { PasswordHasher } from '../../credentials/password-hasher.js';
import { EmailClaims } from '../../email-claims/email-claims.js';
import { normaliseEmail } from '../../email-claims/email-claim-stream.js';
import { userDecider } from '../../users/user.decider.js';
import { SessionIssuer } from '../session-issuer.js';
import { SignupCommand } from './signup.command.js';

/**
 * A learner signs up: the address is claimed first (one account per address), then the account is
 * registered with its first session. If registering fails, the claim is given back.
 */
@CommandHandler(SignupCommand)
export class SignupHandler implements ICommandHandler<SignupCommand, AuthResponse> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly claims: EmailClaims,
    private readonly hasher: PasswordHasher,
    private readonly issuer: SessionIssuer,
  ) {}

  async execute({ body, metadata }: SignupCommand): Promise<AuthResponse> {
    const email = normaliseEmail(body.email);
    const userId = randomUUID();
    const passwordHash = await this.hasher.hash(body.password);
    const { session, refreshToken } = this.issuer.start(metadata.now);
    await this.claims.claim(email, userId, metadata);
    try {
      const result = await this.executor.execute(
        userDecider,
        userStream(userId),
        {
          type: 'RegisterUser',
          userId,
          email,
          firstName: body.firstName.trim(),
          lastName: body.lastName.trim(),
          role: 'MEMBER',
          passwordHash,
          source: 'signup',
          session,
          at: metadata.now.toISOString(),
        },
        { ...metadata, userId },
      );
      return this.issuer.respond({ userId, role: 'MEMBER' }, session.sessionId, refreshToken, metadata.now, result.position);
    } catch (error) {
      await this.claims.release(email, userId, metadata);
      throw error;
    }
  }
}
