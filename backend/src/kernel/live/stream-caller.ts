import { Inject, Injectable } from '@nestjs/common';
import type { DocumentStore } from '@khru/platform';
import type { ProjectionRunner } from '@khru/projections';
import type { Request } from 'express';
import type { Caller } from '../auth/caller.js';
import { CurrentSession } from '../auth/current-session.js';
import { createJwtAuthenticator, type AuthenticationResult } from '../auth/jwt-passport.js';
import { DomainError } from '../errors/domain-error.js';
import { DOCUMENT_STORE, JWT_SECRET, PROJECTION_RUNNER } from '../infrastructure/tokens.js';
import type { StreamSession } from './stream-session.js';

const bearerToken = (header: string | undefined): string | undefined => /^bearer\s+(\S+)$/i.exec(header ?? '')?.[1];

/**
 * The caller of an event stream. EventSource cannot send an Authorization header, so stream routes also take the access
 * token as `?access_token=`; it is verified exactly as the access guard verifies a bearer token (signature, algorithm,
 * expiry, claims, and a session still open for that role), and request logs keep it out (loggedUrl). The stream keeps
 * the token's session, so that it ends when the session does (StreamSession).
 */
@Injectable()
export class StreamCaller {
  private readonly authenticate: (request: Request) => Promise<AuthenticationResult>;
  private readonly sessions: CurrentSession;

  constructor(@Inject(JWT_SECRET) secret: string, @Inject(DOCUMENT_STORE) documents: DocumentStore, @Inject(PROJECTION_RUNNER) runner: ProjectionRunner) {
    this.authenticate = createJwtAuthenticator(secret);
    this.sessions = new CurrentSession(documents, runner);
  }

  /** The caller of an access token; UNAUTHORIZED or IS_EXPIRED_TOKEN as from the access guard. */
  async of(token: string | undefined): Promise<Caller> {
    return (await this.sessionOf(token)).caller;
  }

  /** The session of a stream request: its bearer token's when the access guard took one, else `?access_token=`'s. */
  ofRequest(request: Request & { caller?: Caller }, queryToken: string | undefined): Promise<StreamSession> {
    return this.sessionOf(request.caller ? bearerToken(request.headers.authorization) : queryToken);
  }

  private async sessionOf(token: string | undefined): Promise<StreamSession> {
    if (!token) throw new DomainError('UNAUTHORIZED');
    const result = await this.authenticate({ headers: { authorization: `Bearer ${token}` } } as Request);
    if (!('caller' in result)) throw new DomainError(result.failure === 'expired' ? 'IS_EXPIRED_TOKEN' : 'UNAUTHORIZED');
    const { caller, issuedAt, expiresAt } = result;
    const holds = () => this.sessions.holds(caller, issuedAt);
    if (!(await holds())) throw new DomainError('IS_EXPIRED_TOKEN');
    return { caller, expiresAt, holds };
  }
}
