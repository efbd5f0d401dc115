import { Body, Controller, Get, Param, Post, Put, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { CommandAccepted, JobFunctionResponse, JobFunctionsResponse } from '@khru/contracts';
import { JobFunctionRequest } from '@khru/contracts/requests';
import type { Request } from 'express';
import { CurrentCaller, RequirePermissions } from '../../kernel/auth/access.decorators.js';
import type { Caller } from '../../kernel/auth/caller.js';
import { accepted } from '../../kernel/commands/command-result.js';
import { DomainError } from '../../kernel/errors/domain-error.js';
import { requestMetadata } from '../../kernel/http/request-metadata.js';
import { AuthorJobFunctionCommand } from './author-job-function/author-job-function.command.js';
import { GetJobFunctionQuery } from './get-job-function/get-job-function.query.js';
import { ListJobFunctionsQuery } from './list-job-functions/list-job-functions.query.js';
import { EdgeCacheable } from '../../kernel/edge/edge-cacheable.js';

const toData = (body: JobFunctionRequest) => ({ jobFunctionId: body.id, name: body.name, subFunctions: body.subFunctions, order: body.order });

/** `coursesapi/job-functions`: the English and Thai job-title lists; authoring for catalogue managers. */
@ApiTags('catalogue')
@Controller('coursesapi/job-functions')
export class JobFunctionsHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @EdgeCacheable()
  list(): Promise<JobFunctionsResponse> {
    return this.queries.execute(new ListJobFunctionsQuery());
  }

  @Get(':id')
  @EdgeCacheable()
  get(@Param('id') id: string): Promise<JobFunctionResponse> {
    return this.queries.execute(new GetJobFunctionQuery(id));
  }

  @Post()
  @ApiBearerAuth()
  @RequirePermissions('MANAGE_CATALOGUE')
  async define(@Body() body: JobFunctionRequest, @CurrentCaller() caller: Caller, @Req() request: Request): Promise<CommandAccepted> {
    return accepted(
      await this.commands.execute(new AuthorJobFunctionCommand({ type: 'DefineJobFunction', ...toData(body) }, requestMetadata(request, caller.userId))),
    );
  }

  @Put(':id')
  @ApiBearerAuth()
  @RequirePermissions('MANAGE_CATALOGUE')
  async update(@Param('id') id: string, @Body() body: JobFunctionRequest, @CurrentCaller() caller: Caller, @Req() request: Request): Promise<CommandAccepted> {
    if (body.id !== id) throw DomainError.badRequest([{ field: 'id', code: 'IS_IN' }]);
    return accepted(
      await this.commands.execute(new AuthorJobFunctionCommand({ type: 'UpdateJobFunction', ...toData(body) }, requestMetadata(request, caller.userId))),
    );
  }
}
