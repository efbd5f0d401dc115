import { Injectable, applyDecorators, createParamDecorator, UseGuards, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { ApiBearerAuth, ApiHeader } from '@nestjs/swagger';
import { SUPPORT_VISITOR_HEADER } from '@khru/contracts';
import type { Request, Response } from 'express';
import { SupportCallers, type SupportCaller } from './support-callers.js';

type WithSupportCaller = Request & { supportCaller?: SupportCaller };

/**
 * Resolves the support caller of a request (a learner by bearer token, else a visitor by header), 401 without either.
 * A visitor whose token is from an earlier day gets a fresh one in the `x-support-visitor` response header.
 */
@Injectable()
export class SupportCallerGuard implements CanActivate {
  constructor(private readonly callers: SupportCallers) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<WithSupportCaller>();
    request.supportCaller = await this.callers.ofRequest(request);
    const renewed = this.callers.renewedToken(request.supportCaller);
    if (renewed) context.switchToHttp().getResponse<Response>().setHeader(SUPPORT_VISITOR_HEADER, renewed);
    return true;
  }
}

/** The endpoint is for a learner or a visitor of support chat: either credential will do. */
export const RequireSupportCaller = () =>
  applyDecorators(
    UseGuards(SupportCallerGuard),
    ApiBearerAuth(),
    ApiHeader({
      name: SUPPORT_VISITOR_HEADER,
      required: false,
      description: 'A visitor\u2019s token, when there is no bearer token; one from an earlier day is answered with a fresh one in this response header',
    }),
  );

/** The caller resolved by {@link RequireSupportCaller}. */
export const CurrentSupportCaller = createParamDecorator((_data: unknown, context: ExecutionContext): SupportCaller => {
  const caller = context.switchToHttp().getRequest<WithSupportCaller>().supportCaller;
  if (!caller) throw new Error('CurrentSupportCaller used on an endpoint without RequireSupportCaller');
  return caller;
});
