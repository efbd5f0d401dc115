import { Body, Controller, Get, Param, Post, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { CommandAccepted, OrganisationResponse } from '@khru/contracts';
import { CreateOrganisationRequest } from '@khru/contracts/requests';
import type { Request } from 'express';
import { CurrentCaller, RequirePermissions } from '../../kernel/auth/access.decorators.js';
import type { Caller } from '../../kernel/auth/caller.js';
import { accepted } from '../../kernel/commands/command-result.js';
import { requestMetadata } from '../../kernel/http/request-metadata.js';
import { CreateOrganisationCommand } from './create-organisation/create-organisation.command.js';
import { GetOrganisationQuery } from './get-organisation/get-organisation.query.js';
import { ListOrganisationsQuery } from './list-organisations/list-organisations.query.js';
import { OrganisationAccess, seesEveryOrganisation } from './organisation-access.js';

/** `orgsapi/organizations`: platform admins open organisations; everyone who works with one reads it. */
@ApiTags('corporate')
@ApiBearerAuth()
@Controller('orgsapi/organizations')
export class OrganisationsHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly access: OrganisationAccess,
  ) {}

  @Post()
  @RequirePermissions('ADMIN')
  async create(@Body() body: CreateOrganisationRequest, @CurrentCaller() caller: Caller, @Req() request: Request): Promise<CommandAccepted & { id: string }> {
    const result = await this.commands.execute(new CreateOrganisationCommand(body, requestMetadata(request, caller.userId)));
    return { id: result.orgId, ...accepted(result) };
  }

  /** Platform admins and auditors: every organisation; an organisation's admins and HR: their own. */
  @Get()
  @RequirePermissions('ADMIN', 'VIEW_AUDIT', 'MANAGE_EMPLOYEES')
  async list(@CurrentCaller() caller: Caller): Promise<OrganisationResponse[]> {
    if (seesEveryOrganisation(caller)) return this.queries.execute(new ListOrganisationsQuery(null));
    const own = await this.access.ownOrganisationId(caller);
    return own ? this.queries.execute(new ListOrganisationsQuery(own)) : [];
  }

  @Get(':orgId')
  @RequirePermissions('ADMIN', 'VIEW_AUDIT', 'MANAGE_EMPLOYEES')
  async get(@Param('orgId') orgId: string, @CurrentCaller() caller: Caller): Promise<OrganisationResponse> {
    await this.access.assertReads(caller, orgId);
    return this.queries.execute(new GetOrganisationQuery(orgId));
  }
}
