import { Body, Controller, Get, Param, Post, Put, Query, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { CommandAccepted, InstructorListResponse, InstructorResponse } from '@khru/contracts';
import { InstructorRequest, PageParams } from '@khru/contracts/requests';
import type { Request } from 'express';
import { CurrentCaller, RequirePermissions } from '../../kernel/auth/access.decorators.js';
import type { Caller } from '../../kernel/auth/caller.js';
import { accepted } from '../../kernel/commands/command-result.js';
import { DomainError } from '../../kernel/errors/domain-error.js';
import { requestMetadata } from '../../kernel/http/request-metadata.js';
import { AuthorInstructorCommand } from './author-instructor/author-instructor.command.js';
import { GetInstructorQuery } from './get-instructor/get-instructor.query.js';
import { ListInstructorsQuery } from './list-instructors/list-instructors.query.js';
import { EdgeCacheable } from '../../kernel/edge/edge-cacheable.js';

const toData = ({ id, profileImageUrl, userId, ...rest }: InstructorRequest) => ({
  instructorId: id,
  ...rest,
  profileImageUrl: profileImageUrl ?? null,
  userId: userId ?? null,
});

/** `coursesapi/instructor` (the spec leaves the path open): public profiles; authoring for catalogue managers. */
@ApiTags('catalogue')
@Controller('coursesapi/instructor')
export class InstructorsHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @EdgeCacheable()
  list(@Query() params: PageParams): Promise<InstructorListResponse> {
    return this.queries.execute(new ListInstructorsQuery(params.skip ?? 0, params.take ?? 20));
  }

  @Get(':id')
  @EdgeCacheable()
  get(@Param('id') id: string): Promise<InstructorResponse> {
    return this.queries.execute(new GetInstructorQuery(id));
  }

  @Post()
  @ApiBearerAuth()
  @RequirePermissions('MANAGE_CATALOGUE')
  async register(@Body() body: InstructorRequest, @CurrentCaller() caller: Caller, @Req() request: Request): Promise<CommandAccepted> {
    return accepted(
      await this.commands.execute(new AuthorInstructorCommand({ type: 'RegisterInstructor', ...toData(body) }, requestMetadata(request, caller.userId))),
    );
  }

  @Put(':id')
  @ApiBearerAuth()
  @RequirePermissions('MANAGE_CATALOGUE')
  async update(@Param('id') id: string, @Body() body: InstructorRequest, @CurrentCaller() caller: Caller, @Req() request: Request): Promise<CommandAccepted> {
    if (body.id !== id) throw DomainError.badRequest([{ field: 'id', code: 'IS_IN' }]);
    return accepted(
      await this.commands.execute(new AuthorInstructorCommand({ type: 'UpdateInstructorProfile', ...toData(body) }, requestMetadata(request, caller.userId))),
    );
  }
}
