import { Body, Controller, Get, HttpCode, Param, Put, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { CommandAccepted, CourseTestDefinitionResponse } from '@khru/contracts';
import { DefineCourseTestRequest } from '@khru/contracts/requests';
import type { Request } from 'express';
import { RequirePermissions, CurrentCaller } from '../../../kernel/auth/access.decorators.js';
import type { Caller } from '../../../kernel/auth/caller.js';
import { accepted } from '../../../kernel/commands/command-result.js';
import { DomainError } from '../../../kernel/errors/domain-error.js';
import { requestMetadata } from '../../../kernel/http/request-metadata.js';
import { TestReadModels } from '../read/test-read-models.js';
import { DefineCourseTestCommand } from './define-course-test/define-course-test.command.js';

/** `coursesapi/course/{id}/test` (ours): platform admins read and define a course's final test, answer key included. */
@ApiTags('assessment')
@ApiBearerAuth()
@RequirePermissions('MANAGE_CATALOGUE')
@Controller('coursesapi/course')
export class CourseTestsHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly reads: TestReadModels,
  ) {}

  @Get(':id/test')
  async get(@Param('id') id: string): Promise<CourseTestDefinitionResponse> {
    const test = await this.reads.definition(id);
    if (!test) throw DomainError.notFound();
    const { _id: _courseId, ...definition } = test;
    return definition;
  }

  @Put(':id/test')
  @HttpCode(200)
  async define(
    @Param('id') id: string,
    @Body() body: DefineCourseTestRequest,
    @CurrentCaller() caller: Caller,
    @Req() request: Request,
  ): Promise<CommandAccepted> {
    return accepted(await this.commands.execute(new DefineCourseTestCommand(id, body, requestMetadata(request, caller.userId))));
  }
}
