import { Body, Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { CommandAccepted, LicenceCoverage, LicenceResponse } from '@khru/contracts';
import { CreateLicenceRequest, LicenceUsersRequest } from '@khru/contracts/requests';
import type { Request } from 'express';
import { CurrentCaller, RequirePermissions } from '../../kernel/auth/access.decorators.js';
import type { Caller } from '../../kernel/auth/caller.js';
import { accepted } from '../../kernel/commands/command-result.js';
import { requestMetadata } from '../../kernel/http/request-metadata.js';
import { ChangeSeatsCommand } from './change-seats/change-seats.command.js';
import { CreateLicencePoolCommand } from './create-licence-pool/create-licence-pool.command.js';
import { ListLicencesQuery } from './list-licences/list-licences.query.js';

/** `orgsapi`: licence pools (opened by platform admins) and their seats (given by the organisation's admin). */
@ApiTags('corporate')
@ApiBearerAuth()
@Controller('orgsapi')
export class LicencesHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post('organizations/:orgId/licences')
  @RequirePermissions('ADMIN')
  async create(
    @Param('orgId') orgId: string,
    @Body() body: CreateLicenceRequest,
    @CurrentCaller() caller: Caller,
    @Req() request: Request,
  ): Promise<CommandAccepted & { id: string }> {
    const coverage: LicenceCoverage = body.allCatalogue
      ? { all: true }
      : { all: false, courseIds: [...new Set(body.courseIds ?? [])], bundleIds: [...new Set(body.bundleIds ?? [])] };
    const pool = {
      orgId,
      name: body.name,
      seats: body.seats,
      validFrom: new Date(body.validFrom).toISOString(),
      validUntil: new Date(body.validUntil).toISOString(),
      coverage,
    };
    const result = await this.commands.execute(new CreateLicencePoolCommand(pool, caller.userId, requestMetadata(request, caller.userId)));
    return { id: result.licenceId, ...accepted(result) };
  }

  @Get('organizations/:orgId/licences')
  @RequirePermissions('ADMIN', 'MANAGE_EMPLOYEES', 'VIEW_REPORTS', 'VIEW_AUDIT')
  list(@Param('orgId') orgId: string, @CurrentCaller() caller: Caller): Promise<LicenceResponse[]> {
    return this.queries.execute(new ListLicencesQuery(orgId, caller, new Date()));
  }

  @Post('licences/:id/assign')
  @HttpCode(200)
  @RequirePermissions('ADMIN', 'MANAGE_ORGANISATION')
  async assign(@Param('id') id: string, @Body() body: LicenceUsersRequest, @CurrentCaller() caller: Caller, @Req() request: Request): Promise<CommandAccepted> {
    return accepted(await this.commands.execute(new ChangeSeatsCommand(id, 'assign', body.userIds, caller, requestMetadata(request, caller.userId))));
  }

  @Post('licences/:id/revoke')
  @HttpCode(200)
  @RequirePermissions('ADMIN', 'MANAGE_ORGANISATION')
  async revoke(@Param('id') id: string, @Body() body: LicenceUsersRequest, @CurrentCaller() caller: Caller, @Req() request: Request): Promise<CommandAccepted> {
    return accepted(await this.commands.execute(new ChangeSeatsCommand(id, 'revoke', body.userIds, caller, requestMetadata(request, caller.userId))));
  }
}
