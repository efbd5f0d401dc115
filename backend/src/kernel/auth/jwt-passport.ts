import { isRole, type AccessTokenClaims } from '@khru/contracts';
import type { Request } from 'express';
import { Passport } from 'passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { ACCESS_TOKEN_ALGORITHM } from './access-token.js';
import type { Caller } from './caller.js';

export type AuthenticationResult = { caller: Caller } | { failure: 'missing' | 'expired' | 'invalid' };

/**
 * passport-jwt verifies the bearer token: HS256 only (so `alg: none` and other algorithms are
 * refused), signature, and `exp`. The claims must also name a known role.
 */
export function createJwtAuthenticator(secret: string): (request: Request) => Promise<AuthenticationResult> {
  const passport = new Passport();
  passport.use(
    'jwt',
    new Strategy(
      { jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(), secretOrKey: secret, algorithms: [ACCESS_TOKEN_ALGORITHM] },
      (claims: AccessTokenClaims, done: (error: unknown, user?: Caller | false) => void) => {
        if (typeof claims.sub !== 'string' || typeof claims.sid !== 'string' || !isRole(claims.Role) || typeof claims.Permissions !== 'string') {
          return done(null, false);
        }
        done(null, { userId: claims.sub, sessionId: claims.sid, role: claims.Role, permissions: claims.Permissions.split(',').filter(Boolean) });
      },
    ),
  );
  return (request) =>
    new Promise((resolve) => {
      const hasBearer = /^bearer\s/i.test(request.headers.authorization ?? '');
      passport.authenticate('jwt', { session: false }, (error: unknown, user: Caller | false, info: unknown) => {
        if (user) return resolve({ caller: user });
        if (!hasBearer) return resolve({ failure: 'missing' });
        const name = (info as { name?: string } | undefined)?.name;
        resolve({ failure: !error && name === 'TokenExpiredError' ? 'expired' : 'invalid' });
      })(request, {}, () => undefined);
    });
}
