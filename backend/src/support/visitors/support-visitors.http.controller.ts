import { Body, Controller, Headers, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiHeader, ApiTags } from '@nestjs/swagger';
import { SUPPORT_VISITOR_HEADER, type CommandAccepted, type SupportVisitorResponse } from '@khru/contracts';
import { SupportVisitorRequest } from '@khru/contracts/requests';
import type { Request } from 'express';
import { CurrentCaller, RequireLogin } from '../../kernel/auth/access.decorators.js';
import type { Caller } from '../../kernel/auth/caller.js';
import { accepted } from '../../kernel/commands/command-result.js';
import { requestMetadata } from '../../kernel/http/request-metadata.js';
import { SupportCallers } from '../callers/support-callers.js';
import { SupportRateLimits } from '../rate-limits/support-rate-limits.js';
import { JoinVisitorToAccountCommand } from './join-visitor-to-account/join-visitor-to-account.command.js';

/**
 * Visitors of support chat (ADR 29): anyone may become one by giving a name and an email (limited per network address);
 * a visitor who then logs in joins their conversations to the account.
 */
@ApiTags('support')
@Controller('supportapi/visitors')
export class SupportVisitorsHttpController {
  constructor(
    private readonly callers: SupportCallers,
    private readonly commands: CommandBus,
    private readonly limits: SupportRateLimits,
  ) {}

  /** A new visitor and the signed token that names them; nothing is recorded until they write. */
  @Post()
  async create(@Body() body: SupportVisitorRequest, @Req() request: Request): Promise<SupportVisitorResponse> {
    await this.limits.newVisitor(request.ip ?? 'unknown');
    return this.callers.newVisitor(body.name, body.email);
  }

  /**
   * The logged-in learner takes over the visitor of this browser: a workflow joins each of its conversations, and the
   * visitor's tokens act no more. A token that is not one or has expired is 400 (the field names it), not 401: the
   * learner's session is fine.
   */
  @Post('join')
  @HttpCode(200)
  @RequireLogin()
  @ApiBearerAuth()
  @ApiHeader({ name: SUPPORT_VISITOR_HEADER, required: true, description: 'The visitor\u2019s token' })
  async join(@Headers(SUPPORT_VISITOR_HEADER) token: string | undefined, @CurrentCaller() caller: Caller, @Req() request: Request): Promise<CommandAccepted> {
    return accepted(await this.commands.execute(new JoinVisitorToAccountCommand(token, caller, requestMetadata(request, caller.userId))));
  }
}
