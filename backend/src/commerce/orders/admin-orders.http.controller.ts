import { Body, Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { AdminOrderDetail, AdminOrderSearchResponse, CommandAccepted } from '@khru/contracts';
import { AdminOrderSearchRequest, RefundRequest } from '@khru/contracts/requests';
import type { Request } from 'express';
import { CurrentCaller, RequirePermissions } from '../../kernel/auth/access.decorators.js';
import type { Caller } from '../../kernel/auth/caller.js';
import { accepted } from '../../kernel/commands/command-result.js';
import { GetAdminOrderQuery } from './get-admin-order/get-admin-order.query.js';
import { refundOrderCommandOf } from './refund-order/refund-order.request.js';
import { SearchOrdersQuery } from './search-orders/search-orders.query.js';

/**
 * `paymentapi/admin/orders` (ours): support finds any order, sees what a refund would pay back, and
 * refunds it (whole or one line) for the buyer under the same refund policy (spec section 9).
 */
@ApiTags('commerce')
@ApiBearerAuth()
@RequirePermissions('ADMIN')
@Controller('paymentapi/admin/orders')
export class AdminOrdersHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post('search')
  @HttpCode(200)
  search(@Body() body: AdminOrderSearchRequest): Promise<AdminOrderSearchResponse> {
    return this.queries.execute(new SearchOrdersQuery(body));
  }

  @Get(':id')
  get(@Param('id') id: string): Promise<AdminOrderDetail> {
    return this.queries.execute(new GetAdminOrderQuery(id, new Date()));
  }

  @Post(':id/refund')
  @HttpCode(200)
  async refund(@Param('id') id: string, @Body() body: RefundRequest, @CurrentCaller() caller: Caller, @Req() request: Request): Promise<CommandAccepted> {
    return accepted(await this.commands.execute(refundOrderCommandOf(id, null, body, caller, request, true)));
  }

  /** One line; only that line's access ends. */
  @Post(':id/lines/:itemId/refund')
  @HttpCode(200)
  async refundLine(
    @Param('id') id: string,
    @Param('itemId') itemId: string,
    @Body() body: RefundRequest,
    @CurrentCaller() caller: Caller,
    @Req() request: Request,
  ): Promise<CommandAccepted> {
    return accepted(await this.commands.execute(refundOrderCommandOf(id, itemId, body, caller, request, true)));
  }
}
