import { isRole, ROLE_PERMISSIONS } from '@khru/contracts';
import { parsePosition, type GlobalPosition } from '@khru/platform';
import type { Request } from 'express';
import { Passport } from 'passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { ACCESS_TOKEN_ALGORITHM, type SignedAccessTokenClaims } from './access-token.js';
import type { Caller } from './caller.js';

/** A verified token: its caller, the feed position it was issued at (absent on older tokens), and when it expires. */
export interface VerifiedToken {
  caller: Caller;
  issuedAt: GlobalPosition | null;
  expiresAt: Date;
}

export type AuthenticationResult = VerifiedToken | { failure: 'missing' | 'expired' | 'invalid' };

/**
 * passport-jwt verifies the bearer token: HS256 only (so `alg: none` and other algorithms are
 * refused), signature, and `exp`, which must be present (a token without it would never expire).
 * The claims must also name a known role. The `Permissions` claim is for clients to read: the caller's
 * permissions are those of the role, which the session check then holds against the account's current role.
 */
export function createJwtAuthenticator(secret: string): (request: Request) => Promise<AuthenticationResult> {
  const passport = new Passport();
  passport.use(
    'jwt',
    new Strategy(
      { jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(), secretOrKey: secret, algorithms: [ACCESS_TOKEN_ALGORITHM] },
      (claims: Partial<SignedAccessTokenClaims>, done: (error: unknown, user?: VerifiedToken | false) => void) => {
        if (
          typeof claims.sub !== 'string' ||
          typeof claims.sid !== 'string' ||
          !isRole(claims.Role) ||
          typeof claims.Permissions !== 'string' ||
          typeof claims.exp !== 'number' ||
          (claims.pos !== undefined && (typeof claims.pos !== 'string' || parsePosition(claims.pos) === null))
        ) {
          return done(null, false);
        }
        done(null, {
          caller: { userId: claims.sub, sessionId: claims.sid, role: claims.Role, permissions: [...ROLE_PERMISSIONS[claims.Role]] },
          issuedAt: claims.pos === undefined ? null : parsePosition(claims.pos),
          expiresAt: new Date(claims.exp * 1000),
        });
      },
    ),
  );
  return (request) =>
    new Promise((resolve) => {
      const hasBearer = /^bearer\s/i.test(request.headers.authorization ?? '');
      passport.authenticate('jwt', { session: false }, (error: unknown, token: VerifiedToken | false, info: unknown) => {
        if (token) return resolve(token);
        if (!hasBearer) return resolve({ failure: 'missing' });
        const name = (info as { name?: string } | undefined)?.name;
        resolve({ failure: !error && name === 'TokenExpiredError' ? 'expired' : 'invalid' });
      })(request, {}, () => undefined);
    });
}
