import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import {
  CORPORATE_ROLES,
  type CommandAccepted,
  type CreditEnrolmentResult,
  type OrderResponse,
  type PaymentStartedResponse,
  type ReceiptListResponse,
} from '@khru/contracts';
import { ItemRefInput, PaymentRequest, ReadAfterParams, RefundRequest } from '@khru/contracts/requests';
import type { Request } from 'express';
import { CurrentCaller, RequireLogin } from '../../kernel/auth/access.decorators.js';
import type { Caller } from '../../kernel/auth/caller.js';
import { accepted } from '../../kernel/commands/command-result.js';
import { CREDIT_ENROLMENT, type CreditEnrolmentPort } from '../../kernel/enrolment/credit-enrolment.port.js';
import { requestMetadata } from '../../kernel/http/request-metadata.js';
import { requestLocale } from '../../kernel/locale/request-locale.js';
import { EnrollFreeCommand } from '../checkout/enroll-free/enroll-free.command.js';
import { StartCheckoutCommand } from '../checkout/start-checkout/start-checkout.command.js';
import { GetOrderQuery } from '../orders/get-order/get-order.query.js';
import { ListReceiptsQuery } from '../orders/list-receipts/list-receipts.query.js';
import { refundOrderCommandOf } from '../orders/refund-order/refund-order.request.js';

/** `paymentapi` (spec section 7): checkout, free enrolment, an order's state, refunds and the learner's receipts. */
@ApiTags('commerce')
@ApiBearerAuth()
@RequireLogin()
@Controller('paymentapi')
export class PaymentsHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    @Inject(CREDIT_ENROLMENT) private readonly creditEnrolment: CreditEnrolmentPort,
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

  /**
   * A corporate member (spec section 4) enrols by the organisation's credits, answered with the
   * enrolment: corporate's use case, reached through its CREDIT_ENROLMENT port. Anyone else takes a
   * free item. Send an `Idempotency-Key`: the same key is the same enrolment.
   */
  @Post('enroll-single-item')
  @HttpCode(200)
  async enroll(@Body() body: ItemRefInput, @CurrentCaller() caller: Caller, @Req() request: Request): Promise<CommandAccepted | CreditEnrolmentResult> {
    const item = { itemId: body.itemId, isBundle: body.isBundle };
    const metadata = requestMetadata(request, caller.userId);
    if (CORPORATE_ROLES.includes(caller.role)) return this.creditEnrolment.enrol(caller.userId, item, metadata);
    return accepted(await this.commands.execute(new EnrollFreeCommand(caller.userId, item, metadata)));
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
