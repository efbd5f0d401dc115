import { Body, Controller, Get, Param, Put, Query, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { CommandAccepted, CreditPriceDocument, Paged } from '@khru/contracts';
import { PageParams, SetCreditPriceRequest } from '@khru/contracts/requests';
import type { Request } from 'express';
import { CurrentCaller, RequireLogin, RequirePermissions } from '../../../kernel/auth/access.decorators.js';
import type { Caller } from '../../../kernel/auth/caller.js';
import { accepted } from '../../../kernel/commands/command-result.js';
import { requestMetadata } from '../../../kernel/http/request-metadata.js';
import { ListCreditPricesQuery } from './list-credit-prices/list-credit-prices.query.js';
import { SetCreditPriceCommand } from './set-credit-price/set-credit-price.command.js';

/** `orgsapi/credit-prices`: what each course and bundle costs in credits; platform admins set them. */
@ApiTags('corporate')
@ApiBearerAuth()
@Controller('orgsapi/credit-prices')
export class CreditPricesHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @RequireLogin()
  list(@Query() params: PageParams): Promise<Paged<CreditPriceDocument>> {
    return this.queries.execute(new ListCreditPricesQuery(params.skip ?? 0, params.take ?? 100));
  }

  @Put(':itemId')
  @RequirePermissions('ADMIN')
  async set(
    @Param('itemId') itemId: string,
    @Body() body: SetCreditPriceRequest,
    @CurrentCaller() caller: Caller,
    @Req() request: Request,
  ): Promise<CommandAccepted> {
    return accepted(await this.commands.execute(new SetCreditPriceCommand(itemId, body.isBundle, body.credits, requestMetadata(request, caller.userId))));
  }
}
