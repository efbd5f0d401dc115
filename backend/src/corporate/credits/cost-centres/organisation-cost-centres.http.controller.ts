import { Body, Controller, Get, Param, Post, Query, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { CommandAccepted, CostCentreBalance } from '@khru/contracts';
import { CreateCostCentreRequest, ReadAfterParams } from '@khru/contracts/requests';
import type { Request } from 'express';
import { CurrentCaller, RequireLogin } from '../../../kernel/auth/access.decorators.js';
import type { Caller } from '../../../kernel/auth/caller.js';
import { accepted } from '../../../kernel/commands/command-result.js';
import { requestMetadata } from '../../../kernel/http/request-metadata.js';
import { OrganisationScope } from '../../org-scope/organisation-scope.js';
import { CostCentreAccess } from './cost-centre-access.js';
import { ListCostCentresQuery } from './list-cost-centres/list-cost-centres.query.js';
import { OpenCostCentreCommand } from './open-cost-centre/open-cost-centre.command.js';

/** `orgsapi/organizations/{orgId}/cost-centres`: an organisation's cost centres. */
@ApiTags('corporate')
@ApiBearerAuth()
@RequireLogin()
@Controller('orgsapi/organizations/:orgId/cost-centres')
export class OrganisationCostCentresHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly scope: OrganisationScope,
    private readonly access: CostCentreAccess,
  ) {}

  /** The organisation's admin (or a platform admin) opens one; its credits expire at the contract's end. */
  @Post()
  async open(
    @Param('orgId') orgId: string,
    @Body() body: CreateCostCentreRequest,
    @CurrentCaller() caller: Caller,
    @Req() request: Request,
  ): Promise<CommandAccepted & { id: string }> {
    await this.scope.assertActsFor(caller, orgId, 'MANAGE_ORGANISATION');
    const result = await this.commands.execute(new OpenCostCentreCommand(orgId, body.code, body.name, body.unlimited, requestMetadata(request, caller.userId)));
    return { id: result.costCentreId, ...accepted(result) };
  }

  @Get()
  async list(@Param('orgId') orgId: string, @Query() _query: ReadAfterParams, @CurrentCaller() caller: Caller): Promise<CostCentreBalance[]> {
    await this.access.assertReadsOrganisation(caller, orgId);
    return this.queries.execute(new ListCostCentresQuery(orgId, new Date()));
  }
}
