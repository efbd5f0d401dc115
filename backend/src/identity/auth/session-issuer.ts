import { Inject, Injectable } from '@nestjs/common';
import { REFRESH_TOKEN_TTL_DAYS, type AuthResponse, type Role } from '@khru/contracts';
import { formatPosition, type GlobalPosition } from '@khru/platform';
import { createHmac, randomUUID } from 'node:crypto';
import { signAccessToken } from '../../kernel/auth/access-token.js';
import { JWT_SECRET } from '../../kernel/infrastructure/tokens.js';
import { hashSecret, newSecret } from '../credentials/secret-tokens.js';
import type { NewSession } from '../users/user.decider.js';

export interface IssuedRefreshToken {
  token: string;
  tokenHash: string;
  expiresAt: string;
}

const refreshExpiry = (now: Date) => new Date(now.getTime() + REFRESH_TOKEN_TTL_DAYS * 86_400_000).toISOString();

/** Makes the token pair the login and sign-up responses carry (spec section 3). */
@Injectable()
export class SessionIssuer {
  constructor(@Inject(JWT_SECRET) private readonly secret: string) {}

  /** A new session: its id, first refresh token, and what the `UserLoggedIn` event records. */
  start(now: Date): { session: NewSession; refreshToken: string } {
    const sessionId = randomUUID();
    const first = this.refreshToken(sessionId, newSecret(), now);
    return { session: { sessionId, refreshTokenHash: first.tokenHash, expiresAt: first.expiresAt }, refreshToken: first.token };
  }

  /**
   * The refresh token that follows the presented one. Derived from it with the server's key, so the
   * same token presented twice (two tabs refreshing at once) yields the same successor, which the
   * session's grace window can hand out again; without the key it cannot be guessed.
   */
  successorOf(sessionId: string, presentedSecret: string, now: Date): IssuedRefreshToken {
    const secret = createHmac('sha256', this.secret).update(`refresh-successor:${sessionId}:${presentedSecret}`).digest('base64url');
    return this.refreshToken(sessionId, secret, now);
  }

  respond(user: { userId: string; role: Role }, sessionId: string, refreshToken: string, now: Date, position: GlobalPosition | null): AuthResponse {
    return {
      id: user.userId,
      jwtToken: signAccessToken(this.secret, { userId: user.userId, sessionId, role: user.role }, now, position),
      refreshToken,
      position: position ? formatPosition(position) : null,
    };
  }

  private refreshToken(sessionId: string, secret: string, now: Date): IssuedRefreshToken {
    return { token: `${sessionId}.${secret}`, tokenHash: hashSecret(secret), expiresAt: refreshExpiry(now) };
  }
}
