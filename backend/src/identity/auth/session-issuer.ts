import { Inject, Injectable } from '@nestjs/common';
import { REFRESH_TOKEN_TTL_DAYS, type AuthResponse, type Role } from '@khru/contracts';
import { formatPosition, type GlobalPosition } from '@khru/platform';
import { randomUUID } from 'node:crypto';
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
    const next = this.nextRefreshToken(sessionId, now);
    return { session: { sessionId, refreshTokenHash: next.tokenHash, expiresAt: next.expiresAt }, refreshToken: next.token };
  }

  nextRefreshToken(sessionId: string, now: Date): IssuedRefreshToken {
    const secret = newSecret();
    return { token: `${sessionId}.${secret}`, tokenHash: hashSecret(secret), expiresAt: refreshExpiry(now) };
  }

  respond(user: { userId: string; role: Role }, sessionId: string, refreshToken: string, now: Date, position: GlobalPosition | null): AuthResponse {
    return {
      id: user.userId,
      jwtToken: signAccessToken(this.secret, { userId: user.userId, sessionId, role: user.role }, now),
      refreshToken,
      position: position ? formatPosition(position) : null,
    };
  }
}
