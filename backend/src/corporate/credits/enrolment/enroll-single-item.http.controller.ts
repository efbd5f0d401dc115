import { Body, Controller, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CORPORATE_ROLES, type CommandAccepted, type CreditEnrolmentResult } from '@khru/contracts';
import { ItemRefInput } from '@khru/contracts/requests';
import type { Request } from 'express';
import { CurrentCaller, RequireLogin } from '../../../kernel/auth/access.decorators.js';
import type { Caller } from '../../../kernel/auth/caller.js';
import { accepted } from '../../../kernel/commands/command-result.js';
import { FREE_ENROLMENT, type FreeEnrolmentPort } from '../../../kernel/enrolment/free-enrolment.port.js';
import { requestMetadata } from '../../../kernel/http/request-metadata.js';
import { EnrolByCreditsCommand } from './enrol-by-credits/enrol-by-credits.command.js';

/**
 * `POST paymentapi/enroll-single-item` (spec section 7), the route every learner enrols by. It is this capability's
 * because a corporate member's enrolment is (ADR 35); anyone else's goes on to commerce's free enrolment. Listed under
 * both in the API document.
 */
@ApiTags('corporate', 'commerce')
@ApiBearerAuth()
@RequireLogin()
@Controller('paymentapi')
export class EnrollSingleItemHttpController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(FREE_ENROLMENT) private readonly freeEnrolment: FreeEnrolmentPort,
  ) {}

  /**
   * A corporate member (spec section 4) enrols by the organisation's credits, answered with the enrolment. Anyone else
   * takes a free item. Send an `Idempotency-Key`: the same key is the same enrolment.
   */
  @Post('enroll-single-item')
  @HttpCode(200)
  async enroll(@Body() body: ItemRefInput, @CurrentCaller() caller: Caller, @Req() request: Request): Promise<CommandAccepted | CreditEnrolmentResult> {
    const item = { itemId: body.itemId, isBundle: body.isBundle };
    const metadata = requestMetadata(request, caller.userId);
    if (CORPORATE_ROLES.includes(caller.role)) return this.commands.execute(new EnrolByCreditsCommand(caller.userId, item, metadata));
    return accepted(await this.freeEnrolment.enrol(caller.userId, item, metadata));
  }
}
