import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { normalizeVoucherCode, type CommandAccepted, type VoucherApplyResponse } from '@khru/contracts';
import { CreateVoucherRequest, VoucherApplyRequest } from '@khru/contracts/requests';
import type { Request } from 'express';
import { CurrentCaller, RequireLogin, RequirePermissions } from '../../kernel/auth/access.decorators.js';
import type { Caller } from '../../kernel/auth/caller.js';
import { accepted } from '../../kernel/commands/command-result.js';
import { requestMetadata } from '../../kernel/http/request-metadata.js';
import { ApplyVoucherQuery } from './apply-voucher/apply-voucher.query.js';
import { CreateVoucherCommand } from './create-voucher/create-voucher.command.js';

/** `pricingapi/voucher`: learners try a code on their items; catalogue managers create codes. */
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
            eligibleItemIds: body.eligibleItemIds ?? null,
          },
          requestMetadata(request, caller.userId),
        ),
      ),
    );
  }
}
