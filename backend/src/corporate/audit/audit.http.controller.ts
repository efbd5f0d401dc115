import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { AuditPurchasesResponse, LicenceResponse } from '@khru/contracts';
import { AsOfParams } from '@khru/contracts/requests';
import { CurrentCaller, RequirePermissions } from '../../kernel/auth/access.decorators.js';
import type { Caller } from '../../kernel/auth/caller.js';
import { auditInstant } from './audit-instant.js';
import { GetLicenceAsOfQuery } from './licence-as-of/get-licence-as-of.query.js';
import { GetPurchasesAsOfQuery } from './purchases-as-of/get-purchases-as-of.query.js';

/** `auditapi`: read-only answers as of an instant, computed from the events up to it. */
@ApiTags('corporate')
@ApiBearerAuth()
@Controller('auditapi')
export class AuditHttpController {
  constructor(private readonly queries: QueryBus) {}

  @Get('licences/:id')
  @RequirePermissions('ADMIN', 'VIEW_AUDIT')
  licence(@Param('id') id: string, @Query() params: AsOfParams, @CurrentCaller() caller: Caller): Promise<LicenceResponse> {
    return this.queries.execute(new GetLicenceAsOfQuery(id, caller, auditInstant(params.asOf, new Date())));
  }

  @Get('users/:id/purchases')
  @RequirePermissions('ADMIN', 'VIEW_AUDIT')
  purchases(@Param('id') id: string, @Query() params: AsOfParams, @CurrentCaller() caller: Caller): Promise<AuditPurchasesResponse> {
    return this.queries.execute(new GetPurchasesAsOfQuery(id, caller, auditInstant(params.asOf, new Date())));
  }
}
