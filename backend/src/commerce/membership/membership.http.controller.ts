import { Controller, Get, HttpCode, Inject, Post, Query, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { CommandAccepted, MembershipResponse } from '@khru/contracts';
import { ReadAfterParams } from '@khru/contracts/requests';
import type { PaymentGateway } from '@khru/platform';
import type { Request } from 'express';
import { randomUUID } from 'node:crypto';
import { CurrentCaller, RequireLogin } from '../../kernel/auth/access.decorators.js';
import type { Caller } from '../../kernel/auth/caller.js';
import { corporateRefusal } from '../personal-buyer.js';
import { requestMetadata } from '../../kernel/http/request-metadata.js';
import { PAYMENT_GATEWAY } from '../../kernel/infrastructure/tokens.js';
import { ChangeMembershipCommand } from './change-membership/change-membership.command.js';
import { GetMembershipQuery } from './get-membership/get-membership.query.js';

/** `paymentapi/membership` (ours; the spec names no paths): the learner's yearly membership. */
@ApiTags('commerce')
@ApiBearerAuth()
@RequireLogin()
@Controller('paymentapi/membership')
export class MembershipHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
  ) {}

  @Get()
  get(@Query() _query: ReadAfterParams, @CurrentCaller() caller: Caller): Promise<MembershipResponse> {
    return this.queries.execute(new GetMembershipQuery(caller.userId));
  }

  /** Where to save (or change) the card that pays for the membership. */
  @Post('card')
  @HttpCode(200)
  async card(@CurrentCaller() caller: Caller): Promise<{ setupUrl: string }> {
    const refusal = corporateRefusal(caller.role);
    if (refusal) throw refusal;
    return this.gateway.createCardSetup({ setupId: randomUUID(), userId: caller.userId, returnUrl: '/membership?card=saved' });
  }

  @Post('trial')
  @HttpCode(200)
  trial(@CurrentCaller() caller: Caller, @Req() request: Request): Promise<CommandAccepted> {
    return this.commands.execute(new ChangeMembershipCommand('trial', caller.userId, caller.role, requestMetadata(request, caller.userId)));
  }

  @Post('subscribe')
  @HttpCode(200)
  subscribe(@CurrentCaller() caller: Caller, @Req() request: Request): Promise<CommandAccepted> {
    return this.commands.execute(new ChangeMembershipCommand('subscribe', caller.userId, caller.role, requestMetadata(request, caller.userId)));
  }

  @Post('cancel')
  @HttpCode(200)
  cancel(@CurrentCaller() caller: Caller, @Req() request: Request): Promise<CommandAccepted> {
    return this.commands.execute(new ChangeMembershipCommand('cancel', caller.userId, caller.role, requestMetadata(request, caller.userId)));
  }

  @Post('resume')
  @HttpCode(200)
  resume(@CurrentCaller() caller: Caller, @Req() request: Request): Promise<CommandAccepted> {
    return this.commands.execute(new ChangeMembershipCommand('resume', caller.userId, caller.role, requestMetadata(request, caller.userId)));
  }
}
