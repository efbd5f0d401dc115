import { Body, Controller, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { CommandAccepted, OrderResponse, PaymentStartedResponse, ReceiptListResponse } from '@khru/contracts';
import { PaymentRequest, ReadAfterParams, RefundRequest } from '@khru/contracts/requests';
import type { Request } from 'express';
import { CurrentCaller, RequireLogin } from '../../kernel/auth/access.decorators.js';
import type { Caller } from '../../kernel/auth/caller.js';
import { accepted } from '../../kernel/commands/command-result.js';
import { requestMetadata } from '../../kernel/http/request-metadata.js';
import { requestLocale } from '../../kernel/locale/request-locale.js';
import { StartCheckoutCommand } from '../checkout/start-checkout/start-checkout.command.js';
import { GetOrderQuery } from '../orders/get-order/get-order.query.js';
import { ListReceiptsQuery } from '../orders/list-receipts/list-receipts.query.js';
import { refundOrderCommandOf } from '../orders/refund-order/refund-order.request.js';

/**
 * `paymentapi` (spec section 7): checkout, an order's state, refunds and the learner's receipts. Free enrolment is
 * reached through corporate's `POST paymentapi/enroll-single-item` (FREE_ENROLMENT, ADR 35).
 */
@ApiTags('commerce')
@ApiBearerAuth()
@RequireLogin()
@Controller('paymentapi')
export class PaymentsHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  /** Send an `Idempotency-Key` header: the same key is the same order, however often it is sent. */
  @Post('payment')
  @HttpCode(200)
  checkout(@Body() body: PaymentRequest, @CurrentCaller() caller: Caller, @Req() request: Request): Promise<PaymentStartedResponse> {
    const items = body.items.map((i) => ({ itemId: i.itemId, isBundle: i.isBundle }));
    return this.commands.execute(
      new StartCheckoutCommand(caller.userId, caller.role, items, body.voucherCode ?? null, requestLocale(request), requestMetadata(request, caller.userId)),
    );
  }

  @Get('orders/:id')
  order(@Param('id') id: string, @Query() _query: ReadAfterParams, @CurrentCaller() caller: Caller): Promise<OrderResponse> {
    return this.queries.execute(new GetOrderQuery(id, caller));
  }

  @Post('orders/:id/refund')
  @HttpCode(200)
  async refund(@Param('id') id: string, @Body() body: RefundRequest, @CurrentCaller() caller: Caller, @Req() request: Request): Promise<CommandAccepted> {
    return accepted(await this.commands.execute(refundOrderCommandOf(id, null, body, caller, request)));
  }

  /** One line of a paid order, where the refund rules allow it; only that line's access ends. */
  @Post('orders/:id/lines/:itemId/refund')
  @HttpCode(200)
  async refundLine(
    @Param('id') id: string,
    @Param('itemId') itemId: string,
    @Body() body: RefundRequest,
    @CurrentCaller() caller: Caller,
    @Req() request: Request,
  ): Promise<CommandAccepted> {
    return accepted(await this.commands.execute(refundOrderCommandOf(id, itemId, body, caller, request)));
  }

  @Get('receipts')
  receipts(@Query() _query: ReadAfterParams, @CurrentCaller() caller: Caller): Promise<ReceiptListResponse> {
    return this.queries.execute(new ListReceiptsQuery(caller.userId));
  }
}
