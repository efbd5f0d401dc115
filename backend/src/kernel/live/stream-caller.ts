import { Inject, Injectable } from '@nestjs/common';
import type { DocumentStore } from '@khru/platform';
import type { ProjectionRunner } from '@khru/projections';
import type { Request } from 'express';
import type { Caller } from '../auth/caller.js';
import { CurrentSession } from '../auth/current-session.js';
import { createJwtAuthenticator, type AuthenticationResult } from '../auth/jwt-passport.js';
import { DomainError } from '../errors/domain-error.js';
import { DOCUMENT_STORE, JWT_SECRET, PROJECTION_RUNNER } from '../infrastructure/tokens.js';

/**
 * The caller of an event stream. EventSource cannot send an Authorization header, so stream routes also take the access
 * token as `?access_token=`; it is verified exactly as the access guard verifies a bearer token (signature, algorithm,
 * expiry, claims, and a session still open for that role), and request logs keep it out (loggedUrl).
 */
@Injectable()
export class StreamCaller {
  private readonly authenticate: (request: Request) => Promise<AuthenticationResult>;
  private readonly sessions: CurrentSession;

  constructor(@Inject(JWT_SECRET) secret: string, @Inject(DOCUMENT_STORE) documents: DocumentStore, @Inject(PROJECTION_RUNNER) runner: ProjectionRunner) {
    this.authenticate = createJwtAuthenticator(secret);
    this.sessions = new CurrentSession(documents, runner);
  }

  async of(token: string | undefined): Promise<Caller> {
    if (!token) throw new DomainError('UNAUTHORIZED');
    const result = await this.authenticate({ headers: { authorization: `Bearer ${token}` } } as Request);
    if (!('caller' in result)) throw new DomainError(result.failure === 'expired' ? 'IS_EXPIRED_TOKEN' : 'UNAUTHORIZED');
    if (!(await this.sessions.holds(result.caller, result.issuedAt))) throw new DomainError('IS_EXPIRED_TOKEN');
    return result.caller;
  }
}
