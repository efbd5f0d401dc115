import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { hasAnyPermission } from '@khru/contracts';
import type { Request } from 'express';
import { DomainError } from '../errors/domain-error.js';
import { JWT_SECRET } from '../infrastructure/tokens.js';
import { ACCESS_METADATA, type AccessRequirement } from './access.decorators.js';
import type { Caller } from './caller.js';
import { createJwtAuthenticator, type AuthenticationResult } from './jwt-passport.js';

/**
 * Spec section 6 on the server: endpoints may require login (401 otherwise) and a permission list
 * (403 otherwise). A token on a public endpoint is read when valid and ignored when not.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  private readonly authenticate: (request: Request) => Promise<AuthenticationResult>;

  constructor(
    private readonly reflector: Reflector,
    @Inject(JWT_SECRET) secret: string,
  ) {
    this.authenticate = createJwtAuthenticator(secret);
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const requirement = this.reflector.getAllAndOverride<AccessRequirement | undefined>(ACCESS_METADATA, [context.getHandler(), context.getClass()]);
    const request = context.switchToHttp().getRequest<Request & { caller?: Caller }>();
    const result = await this.authenticate(request);
    if ('caller' in result) request.caller = result.caller;
    if (!requirement) return true;
    if (!('caller' in result)) {
      throw new DomainError(result.failure === 'expired' ? 'IS_EXPIRED_TOKEN' : 'UNAUTHORIZED', 401);
    }
    if (!hasAnyPermission(result.caller.permissions, requirement.permissions)) throw new DomainError('FORBIDDEN', 403);
    return true;
  }
}
