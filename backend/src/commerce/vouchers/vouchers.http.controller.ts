import { Body, Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { normalizeVoucherCode, type CommandAccepted, type VoucherApplyResponse, type VoucherListResponse, type VoucherResponse } from '@khru/contracts';
import { CreateVoucherRequest, VoucherApplyRequest, VoucherSearchRequest } from '@khru/contracts/requests';
import type { Request } from 'express';
import { CurrentCaller, RequireLogin, RequirePermissions } from '../../kernel/auth/access.decorators.js';
import type { Caller } from '../../kernel/auth/caller.js';
import { now } from '../../kernel/clock/clock.js';
import { accepted } from '../../kernel/commands/command-result.js';
import { requestMetadata } from '../../kernel/http/request-metadata.js';
import { ApplyVoucherQuery } from './apply-voucher/apply-voucher.query.js';
import { CreateVoucherCommand } from './create-voucher/create-voucher.command.js';
import { DeactivateVoucherCommand } from './deactivate-voucher/deactivate-voucher.command.js';
import { GetVoucherQuery } from './get-voucher/get-voucher.query.js';
import { SearchVouchersQuery } from './search-vouchers/search-vouchers.query.js';

const DEFAULT_TAKE = 25;

/** An empty list names nothing: the voucher is not limited by it. */
const listOrNull = (ids: string[] | undefined): string[] | null => (ids?.length ? ids : null);

/** `pricingapi/voucher`: learners try a code on their items; catalogue managers create, list and deactivate codes. */
@ApiTags('commerce')
@ApiBearerAuth()
@Controller('pricingapi/voucher')
export class VouchersHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post('apply')
  @HttpCode(200)
  @RequireLogin()
  apply(@Body() body: VoucherApplyRequest, @CurrentCaller() caller: Caller): Promise<VoucherApplyResponse> {
    return this.queries.execute(
      new ApplyVoucherQuery(
        caller.userId,
        body.voucherCode,
        body.items.map((i) => ({ itemId: i.itemId, isBundle: i.isBundle })),
        new Date(),
      ),
    );
  }

  @Post()
  @RequirePermissions('MANAGE_CATALOGUE')
  async create(@Body() body: CreateVoucherRequest, @CurrentCaller() caller: Caller, @Req() request: Request): Promise<CommandAccepted> {
    const discount =
      body.discount.kind === 'percent'
        ? { kind: 'percent' as const, percent: body.discount.percent! }
        : { kind: 'fixed' as const, amount: body.discount.amount! };
    return accepted(
      await this.commands.execute(
        new CreateVoucherCommand(
          {
            type: 'CreateVoucher',
            code: normalizeVoucherCode(body.code),
            discount,
            validFrom: new Date(body.validFrom).toISOString(),
            validUntil: new Date(body.validUntil).toISOString(),
            usageLimit: body.usageLimit,
            perUserLimit: body.perUserLimit,
            eligibleItemIds: listOrNull(body.eligibleItemIds),
            eligibleCategoryIds: listOrNull(body.eligibleCategoryIds),
          },
          requestMetadata(request, caller.userId),
        ),
      ),
    );
  }

  @Post('search')
  @HttpCode(200)
  @RequirePermissions('MANAGE_CATALOGUE')
  search(@Body() body: VoucherSearchRequest): Promise<VoucherListResponse> {
    return this.queries.execute(new SearchVouchersQuery(body.search, body.state, body.skip ?? 0, body.take ?? DEFAULT_TAKE, now()));
  }

  @Get(':code')
  @RequirePermissions('MANAGE_CATALOGUE')
  get(@Param('code') code: string): Promise<VoucherResponse> {
    return this.queries.execute(new GetVoucherQuery(code));
  }

  /** No new use from now on; orders holding a use keep it. Deactivating again changes nothing. */
  @Post(':code/deactivate')
  @HttpCode(200)
  @RequirePermissions('MANAGE_CATALOGUE')
  async deactivate(@Param('code') code: string, @CurrentCaller() caller: Caller, @Req() request: Request): Promise<CommandAccepted> {
    const metadata = requestMetadata(request, caller.userId);
    const voucherCode = normalizeVoucherCode(code);
    const command = { type: 'DeactivateVoucher' as const, code: voucherCode, at: metadata.now.toISOString() };
    return accepted(await this.commands.execute(new DeactivateVoucherCommand(command, metadata)));
  }
}
