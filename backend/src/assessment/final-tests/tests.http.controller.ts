import { Body, Controller, Get, Param, ParseUUIDPipe, Post, Query, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { isLocale, type MyTestItem, type TestAnswerResponse, type TestAttemptView, type TestInfoResponse } from '@khru/contracts';
import { AnswerTestRequest, ReadAfterParams } from '@khru/contracts/requests';
import type { Request } from 'express';
import { randomUUID } from 'node:crypto';
import { CurrentCaller, RequireLogin } from '../../kernel/auth/access.decorators.js';
import type { Caller } from '../../kernel/auth/caller.js';
import { now } from '../../kernel/clock/clock.js';
import { DomainError } from '../../kernel/errors/domain-error.js';
import { requestMetadata } from '../../kernel/http/request-metadata.js';
import { AnswerTestCommand } from './answer-test/answer-test.command.js';
import { GetTestInfoQuery } from './get-test-info/get-test-info.query.js';
import { ListMyTestsQuery } from './list-my-tests/list-my-tests.query.js';
import { StartTestCommand } from './start-test/start-test.command.js';

/**
 * `testapi` (spec section 7): a holder's final test of a course. The info answers the rules, the open attempt and
 * the outcome; starting draws an attempt (or resumes the open one); each answer is recorded once, and `isEnd`
 * finishes the attempt. Times are the server's (ADR 23).
 */
@ApiTags('assessment')
@ApiBearerAuth()
@RequireLogin()
@Controller('testapi')
export class TestsHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('tests')
  list(@Query() _query: ReadAfterParams, @CurrentCaller() caller: Caller): Promise<MyTestItem[]> {
    return this.queries.execute(new ListMyTestsQuery(caller, now()));
  }

  @Get('test/:courseId/info')
  info(@Param('courseId') courseId: string, @Query() _query: ReadAfterParams, @CurrentCaller() caller: Caller): Promise<TestInfoResponse> {
    return this.queries.execute(new GetTestInfoQuery(caller, courseId, now()));
  }

  @Post('test/:courseId/:lang')
  start(@Param('courseId') courseId: string, @Param('lang') lang: string, @CurrentCaller() caller: Caller, @Req() request: Request): Promise<TestAttemptView> {
    if (!isLocale(lang)) throw DomainError.badRequest([{ field: 'lang', code: 'IS_IN' }]);
    return this.commands.execute(new StartTestCommand(caller, courseId, lang, randomUUID(), requestMetadata(request, caller.userId)));
  }

  @Post('test/:attemptId')
  answer(
    @Param('attemptId', ParseUUIDPipe) attemptId: string,
    @Body() body: AnswerTestRequest,
    @CurrentCaller() caller: Caller,
    @Req() request: Request,
  ): Promise<TestAnswerResponse> {
    const answer = { questionId: body.questionId, optionId: body.optionId, isEnd: body.isEnd };
    return this.commands.execute(new AnswerTestCommand(caller, attemptId, answer, requestMetadata(request, caller.userId)));
  }
}
