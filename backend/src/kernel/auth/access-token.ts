import { ACCESS_TOKEN_TTL_SECONDS, ROLE_PERMISSIONS, type AccessTokenClaims, type Role } from '@khru/contracts';
import { formatPosition, type GlobalPosition } from '@khru/platform';
import jwt from 'jsonwebtoken';

export const ACCESS_TOKEN_ALGORITHM = 'HS256';

/**
 * The spec's claims plus `pos`: the feed position of the event that issued the token (its login,
 * sign-up or refresh), so a request can tell a session the read models have not seen yet from one that ended.
 */
export type SignedAccessTokenClaims = AccessTokenClaims & { pos?: string };

/** Signs the short-lived access token with the claims the spec names (`Role`, `Permissions`, `exp`). */
export function signAccessToken(
  secret: string,
  subject: { userId: string; sessionId: string; role: Role },
  now: Date,
  issuedAt: GlobalPosition | null,
): string {
  const iat = Math.floor(now.getTime() / 1000);
  const claims: SignedAccessTokenClaims = {
    sub: subject.userId,
    sid: subject.sessionId,
    Role: subject.role,
    Permissions: ROLE_PERMISSIONS[subject.role].join(','),
    iat,
    exp: iat + ACCESS_TOKEN_TTL_SECONDS,
    ...(issuedAt ? { pos: formatPosition(issuedAt) } : {}),
  };
  return jwt.sign(claims, secret, { algorithm: ACCESS_TOKEN_ALGORITHM });
}
