import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { sessionStream, userStream, type AuthResponse } from '@khru/contracts';
import { CommandExecutor } from '../../../kernel/commands/command-executor.js';
import { DomainError } from '../../../kernel/errors/domain-error.js';
import { hashSecret, splitToken } from '../../credentials/secret-tokens.js';
import { sessionDecider } from '../../sessions/session.decider.js';
import { userDecider } from '../../users/user.decider.js';
import { SessionIssuer } from '../session-issuer.js';
import { RefreshTokenCommand } from './refresh-token.command.js';

const expired = () => new DomainError('IS_EXPIRED_TOKEN');

/**
 * Trades the current refresh token for a new pair. The session must still be open on the account
 * (not logged out, not ended by a password change); a retired token revokes the family, except the
 * one just rotated, within the grace window, which gets the same successor again.
 */
@CommandHandler(RefreshTokenCommand)
export class RefreshTokenHandler implements ICommandHandler<RefreshTokenCommand, AuthResponse> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly issuer: SessionIssuer,
  ) {}

  async execute({ userId, refreshToken, metadata }: RefreshTokenCommand): Promise<AuthResponse> {
    const parts = splitToken(refreshToken, 2);
    if (!parts) throw expired();
    const [sessionId, secret] = parts as [string, string];
    const user = await this.executor.load(userDecider, userStream(userId));
    // Own keys only: a crafted id such as `__proto__` must not find anything.
    const first = user.status === 'active' && Object.hasOwn(user.sessions, sessionId) ? user.sessions[sessionId] : undefined;
    if (user.status !== 'active' || !first) throw expired();
    const next = this.issuer.successorOf(sessionId, secret, metadata.now);
    const result = await this.executor.execute(
      sessionDecider,
      sessionStream(sessionId),
      {
        type: 'RotateRefreshToken',
        sessionId,
        userId,
        first,
        presentedTokenHash: hashSecret(secret),
        nextTokenHash: next.tokenHash,
        nextExpiresAt: next.expiresAt,
        at: metadata.now.toISOString(),
      },
      { ...metadata, userId },
    );
    // Nothing appended means a repeat inside the grace window: `next` is the successor already issued.
    if (result.eventTypes.includes('SessionRevoked')) throw expired();
    return this.issuer.respond({ userId, role: user.role }, sessionId, next.token, metadata.now, result.position);
  }
}
