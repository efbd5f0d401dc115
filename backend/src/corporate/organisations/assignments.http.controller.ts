import { Body, Controller, Get, Param, Post, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { AssignmentResponse, CommandAccepted } from '@khru/contracts';
import { CreateAssignmentRequest } from '@khru/contracts/requests';
import type { Request } from 'express';
import { CurrentCaller, RequirePermissions } from '../../kernel/auth/access.decorators.js';
import type { Caller } from '../../kernel/auth/caller.js';
import { accepted } from '../../kernel/commands/command-result.js';
import { requestMetadata } from '../../kernel/http/request-metadata.js';
import { AssignCourseCommand } from './assign-course/assign-course.command.js';
import { ListAssignmentsQuery } from './list-assignments/list-assignments.query.js';
import { OrganisationAccess } from './organisation-access.js';

/** `orgsapi/organizations/{orgId}/assignments`: courses the organisation asks its people to take. */
@ApiTags('corporate')
@ApiBearerAuth()
@Controller('orgsapi/organizations')
export class AssignmentsHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly access: OrganisationAccess,
  ) {}

  @Post(':orgId/assignments')
  @RequirePermissions('ADMIN', 'MANAGE_EMPLOYEES')
  async assign(
    @Param('orgId') orgId: string,
    @Body() body: CreateAssignmentRequest,
    @CurrentCaller() caller: Caller,
    @Req() request: Request,
  ): Promise<CommandAccepted & { id: string }> {
    await this.access.assertManagesPeople(caller, orgId);
    const result = await this.commands.execute(new AssignCourseCommand(orgId, body, requestMetadata(request, caller.userId)));
    return { id: result.assignmentId, ...accepted(result) };
  }

  @Get(':orgId/assignments')
  @RequirePermissions('ADMIN', 'VIEW_AUDIT', 'MANAGE_EMPLOYEES')
  async list(@Param('orgId') orgId: string, @CurrentCaller() caller: Caller): Promise<AssignmentResponse[]> {
    await this.access.assertReads(caller, orgId);
    return this.queries.execute(new ListAssignmentsQuery(orgId));
  }
}
