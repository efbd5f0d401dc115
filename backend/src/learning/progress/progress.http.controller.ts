import { Body, Controller, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { CommandAccepted, CourseProgressResponse, LearningSummaryResponse } from '@khru/contracts';
import { ReadAfterParams, ReportProgressRequest } from '@khru/contracts/requests';
import type { Request } from 'express';
import { CurrentCaller, RequireLogin } from '../../kernel/auth/access.decorators.js';
import type { Caller } from '../../kernel/auth/caller.js';
import { accepted } from '../../kernel/commands/command-result.js';
import { requestMetadata } from '../../kernel/http/request-metadata.js';
import { GetLearningSummaryQuery } from './get-learning-summary/get-learning-summary.query.js';
import { GetProgressQuery } from './get-progress/get-progress.query.js';
import { ReportProgressCommand } from './report-progress/report-progress.command.js';

/**
 * `coursesapi/course/{id}/progress` (ours, issue 14): the player's reports and the learner's progress in a held
 * course; `coursesapi/progress/summary`: the caller's learning time over all courses and each studied course's status,
 * lessons completed and last activity (badges, My Learning). A report that the event budget absorbs answers `position: null`.
 */
@ApiTags('learning')
@ApiBearerAuth()
@RequireLogin()
@Controller('coursesapi')
export class ProgressHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post('course/:id/progress')
  @HttpCode(200)
  async report(
    @Param('id') id: string,
    @Body() body: ReportProgressRequest,
    @CurrentCaller() caller: Caller,
    @Req() request: Request,
  ): Promise<CommandAccepted> {
    const report = { lessonId: body.lessonId, position: body.position, watched: body.watched };
    return accepted(await this.commands.execute(new ReportProgressCommand(caller, id, report, new Date(), requestMetadata(request, caller.userId))));
  }

  @Get('course/:id/progress')
  get(@Param('id') id: string, @Query() _query: ReadAfterParams, @CurrentCaller() caller: Caller): Promise<CourseProgressResponse> {
    return this.queries.execute(new GetProgressQuery(caller, id, new Date()));
  }

  @Get('progress/summary')
  summary(@Query() _query: ReadAfterParams, @CurrentCaller() caller: Caller): Promise<LearningSummaryResponse> {
    return this.queries.execute(new GetLearningSummaryQuery(caller.userId));
  }
}
