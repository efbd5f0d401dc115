import { ACCESS_TOKEN_TTL_SECONDS, ROLE_PERMISSIONS, type AccessTokenClaims, type Role } from '@khru/contracts';
import jwt from 'jsonwebtoken';

export const ACCESS_TOKEN_ALGORITHM = 'HS256';

/** Signs the short-lived access token with the claims the spec names (`Role`, `Permissions`, `exp`). */
export function signAccessToken(secret: string, subject: { userId: string; sessionId: string; role: Role }, now: Date): string {
  const iat = Math.floor(now.getTime() / 1000);
  const claims: AccessTokenClaims = {
    sub: subject.userId,
    sid: subject.sessionId,
    Role: subject.role,
    Permissions: ROLE_PERMISSIONS[subject.role].join(','),
    iat,
    exp: iat + ACCESS_TOKEN_TTL_SECONDS,
  };
  return jwt.sign(claims, secret, { algorithm: ACCESS_TOKEN_ALGORITHM });
}
