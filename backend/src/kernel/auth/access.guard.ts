import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { hasAnyPermission } from '@khru/contracts';
import type { DocumentStore } from '@khru/platform';
import type { ProjectionRunner } from '@khru/projections';
import type { Request } from 'express';
import { DomainError } from '../errors/domain-error.js';
import { DOCUMENT_STORE, JWT_SECRET, PROJECTION_RUNNER } from '../infrastructure/tokens.js';
import { ACCESS_METADATA, type AccessRequirement } from './access.decorators.js';
import type { Caller } from './caller.js';
import { CurrentSession } from './current-session.js';
import { createJwtAuthenticator, type AuthenticationResult } from './jwt-passport.js';

const NO_TOKEN: AuthenticationResult = { failure: 'missing' };

/**
 * Spec section 6 on the server: endpoints may require login (401 otherwise) and a permission list
 * (403 otherwise). A token on a public endpoint is read when valid and ignored when not. A valid
 * token whose session has ended, or whose account is gone or has another role now, answers
 * IS_EXPIRED_TOKEN at once: the client refreshes (new claims) or, when the session is over, logs out.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  private readonly authenticate: (request: Request) => Promise<AuthenticationResult>;
  private readonly sessions: CurrentSession;

  constructor(
    private readonly reflector: Reflector,
    @Inject(JWT_SECRET) secret: string,
    @Inject(DOCUMENT_STORE) documents: DocumentStore,
    @Inject(PROJECTION_RUNNER) runner: ProjectionRunner,
  ) {
    this.authenticate = createJwtAuthenticator(secret);
    this.sessions = new CurrentSession(documents, runner);
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const requirement = this.reflector.getAllAndOverride<AccessRequirement | undefined>(ACCESS_METADATA, [context.getHandler(), context.getClass()]);
    const request = context.switchToHttp().getRequest<Request & { caller?: Caller }>();
    // Without an Authorization header there is no token to verify: most public reads skip passport altogether.
    const result = request.headers.authorization === undefined ? NO_TOKEN : await this.authenticate(request);
    const current = 'caller' in result && (await this.sessions.holds(result.caller, result.issuedAt));
    if ('caller' in result && current) request.caller = result.caller;
    if (!requirement) return true;
    if (!('caller' in result)) {
      throw new DomainError(result.failure === 'expired' ? 'IS_EXPIRED_TOKEN' : 'UNAUTHORIZED');
    }
    if (!current) throw new DomainError('IS_EXPIRED_TOKEN');
    if (!hasAnyPermission(result.caller.permissions, requirement.permissions)) throw new DomainError('FORBIDDEN');
    return true;
  }
}
