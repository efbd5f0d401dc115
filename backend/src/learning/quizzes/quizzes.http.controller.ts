import { Body, Controller, Get, Param, ParseUUIDPipe, Post, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { QuizAnswerResponse, QuizAttemptResponse } from '@khru/contracts';
import { AnswerQuizQuestionRequest } from '@khru/contracts/requests';
import type { Request } from 'express';
import { randomUUID } from 'node:crypto';
import { CurrentCaller, RequireLogin } from '../../kernel/auth/access.decorators.js';
import type { Caller } from '../../kernel/auth/caller.js';
import { requestMetadata } from '../../kernel/http/request-metadata.js';
import { AnswerQuestionCommand } from './answer-question/answer-question.command.js';
import { GetAttemptQuery } from './get-attempt/get-attempt.query.js';
import { StartAttemptCommand } from './start-attempt/start-attempt.command.js';

/**
 * `coursesapi/course/{id}/quizzes/{lessonId}/attempts` (ours, issue 14): a holder's attempts at a quiz lesson.
 * Starting answers the questions without their answers; each answer answers its feedback; an attempt is
 * read only by its owner.
 */
@ApiTags('learning')
@ApiBearerAuth()
@RequireLogin()
@Controller('coursesapi/course/:id/quizzes/:lessonId/attempts')
export class QuizzesHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post()
  start(
    @Param('id') courseId: string,
    @Param('lessonId') lessonId: string,
    @CurrentCaller() caller: Caller,
    @Req() request: Request,
  ): Promise<QuizAttemptResponse> {
    return this.commands.execute(new StartAttemptCommand(caller, courseId, lessonId, randomUUID(), requestMetadata(request, caller.userId)));
  }

  @Post(':attemptId/answers')
  answer(
    @Param('id') courseId: string,
    @Param('lessonId') lessonId: string,
    @Param('attemptId', ParseUUIDPipe) attemptId: string,
    @Body() body: AnswerQuizQuestionRequest,
    @CurrentCaller() caller: Caller,
    @Req() request: Request,
  ): Promise<QuizAnswerResponse> {
    const answer = { questionId: body.questionId, optionIds: body.optionIds };
    return this.commands.execute(new AnswerQuestionCommand(caller, courseId, lessonId, attemptId, answer, requestMetadata(request, caller.userId)));
  }

  @Get(':attemptId')
  get(
    @Param('id') courseId: string,
    @Param('lessonId') lessonId: string,
    @Param('attemptId', ParseUUIDPipe) attemptId: string,
    @CurrentCaller() caller: Caller,
  ): Promise<QuizAttemptResponse> {
    return this.queries.execute(new GetAttemptQuery(caller, courseId, lessonId, attemptId, new Date()));
  }
}
