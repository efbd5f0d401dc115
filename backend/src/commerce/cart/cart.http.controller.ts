import { Body, Controller, Get, HttpCode, Post, Query, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { CartResponse, CommandAccepted } from '@khru/contracts';
import { AddToCartRequest, ReadAfterParams, RemoveItemsRequest, SelectCartItemsRequest } from '@khru/contracts/requests';
import type { Request } from 'express';
import { CurrentCaller, RequireLogin } from '../../kernel/auth/access.decorators.js';
import type { Caller } from '../../kernel/auth/caller.js';
import { accepted } from '../../kernel/commands/command-result.js';
import { corporateRefusal } from '../personal-buyer.js';
import { requestMetadata } from '../../kernel/http/request-metadata.js';
import type { CartCommand } from './cart.decider.js';
import { ChangeCartCommand } from './change-cart/change-cart.command.js';
import { GetCartQuery } from './get-cart/get-cart.query.js';

/** `paymentapi/cart` (spec section 7): the logged-in learner's own cart. */
@ApiTags('commerce')
@ApiBearerAuth()
@RequireLogin()
@Controller('paymentapi/cart')
export class CartHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  get(@Query() _query: ReadAfterParams, @CurrentCaller() caller: Caller): Promise<CartResponse> {
    const refusal = corporateRefusal(caller.role);
    if (refusal) throw refusal;
    return this.queries.execute(new GetCartQuery(caller.userId, new Date()));
  }

  @Post()
  @HttpCode(200)
  add(@Body() body: AddToCartRequest, @CurrentCaller() caller: Caller, @Req() request: Request): Promise<CommandAccepted> {
    // Who teaches each item is looked up from the catalogue by the handler.
    return this.change(
      {
        type: 'AddToCart',
        userId: caller.userId,
        buyerRole: caller.role,
        items: body.items.map((i) => ({ itemId: i.itemId, isBundle: i.isBundle })),
        teachers: {},
        at: new Date().toISOString(),
      },
      caller,
      request,
    );
  }

  @Post('remove')
  @HttpCode(200)
  remove(@Body() body: RemoveItemsRequest, @CurrentCaller() caller: Caller, @Req() request: Request): Promise<CommandAccepted> {
    return this.change({ type: 'RemoveFromCart', userId: caller.userId, itemIds: body.ids }, caller, request);
  }

  @Post('select')
  @HttpCode(200)
  select(@Body() body: SelectCartItemsRequest, @CurrentCaller() caller: Caller, @Req() request: Request): Promise<CommandAccepted> {
    return this.change({ type: 'SelectCartItems', userId: caller.userId, itemIds: body.ids, selected: body.selected }, caller, request);
  }

  private async change(command: CartCommand, caller: Caller, request: Request): Promise<CommandAccepted> {
    return accepted(await this.commands.execute(new ChangeCartCommand(command, requestMetadata(request, caller.userId))));
  }
}
