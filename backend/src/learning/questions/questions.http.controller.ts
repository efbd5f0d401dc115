import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Patch, Post, Query, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { PAGE_SIZES, type CommandAccepted, type QaItemCreatedResponse, type QuestionListResponse } from '@khru/contracts';
import { AskQuestionRequest, ListQuestionsRequest, MyQuestionsQuery, QaTextRequest } from '@khru/contracts/requests';
import type { DocumentStore } from '@khru/platform';
import type { Request } from 'express';
import { randomUUID } from 'node:crypto';
import { CurrentCaller, RequireLogin } from '../../kernel/auth/access.decorators.js';
import type { Caller } from '../../kernel/auth/caller.js';
import { accepted } from '../../kernel/commands/command-result.js';
import { requestMetadata } from '../../kernel/http/request-metadata.js';
import { DOCUMENT_STORE } from '../../kernel/infrastructure/tokens.js';
import { AskQuestionCommand } from './ask-question/ask-question.command.js';
import { DeleteQuestionCommand } from './delete-question/delete-question.command.js';
import { EditQuestionCommand } from './edit-question/edit-question.command.js';
import { questionPage } from './qa-pages.js';
import { QaStandingReader } from './qa-standing.js';

/**
 * `cmsapi/courses/{id}/questions` (spec section 7): learners' questions about a course. Lists show
 * published questions and the caller's own in any state (their pending ones marked so), newest first.
 */
@ApiTags('learning')
@ApiBearerAuth()
@Controller('cmsapi/courses/:id')
export class QuestionsHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly standings: QaStandingReader,
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
  ) {}

  @Post('questions')
  @RequireLogin()
  async ask(
    @Param('id') courseId: string,
    @Body() body: AskQuestionRequest,
    @CurrentCaller() caller: Caller,
    @Req() request: Request,
  ): Promise<QaItemCreatedResponse> {
    const questionId = randomUUID();
    const command = new AskQuestionCommand(questionId, courseId, body.lessonId ?? null, body.text, caller, requestMetadata(request, caller.userId));
    return { id: questionId, ...accepted(await this.commands.execute(command)) };
  }

  @Post('questions/list')
  @RequireLogin()
  @HttpCode(200)
  async list(@Param('id') courseId: string, @Body() body: ListQuestionsRequest, @CurrentCaller() caller: Caller): Promise<QuestionListResponse> {
    const { standing } = await this.standings.reader(caller, courseId, new Date());
    const filter = { courseId, $or: [{ status: 'published' }, { userId: caller.userId }] };
    const page = await questionPage(this.documents, filter, body.skip ?? 0, body.take ?? PAGE_SIZES.reviewsAndQuestions, caller.userId);
    return { ...page, standing };
  }

  @Get('my-questions')
  @RequireLogin()
  async mine(@Param('id') courseId: string, @Query() query: MyQuestionsQuery, @CurrentCaller() caller: Caller): Promise<QuestionListResponse> {
    const { standing } = await this.standings.reader(caller, courseId, new Date());
    const filter = { courseId, userId: caller.userId, ...(query.status ? { status: query.status } : {}) };
    const page = await questionPage(this.documents, filter, query.skip ?? 0, query.take ?? PAGE_SIZES.reviewsAndQuestions, caller.userId);
    return { ...page, standing };
  }

  @Patch('questions/:questionId')
  @RequireLogin()
  async edit(
    @Param('id') courseId: string,
    @Param('questionId') questionId: string,
    @Body() body: QaTextRequest,
    @CurrentCaller() caller: Caller,
    @Req() request: Request,
  ): Promise<CommandAccepted> {
    const metadata = requestMetadata(request, caller.userId);
    const command = { type: 'EditQuestion', questionId, courseId, userId: caller.userId, text: body.text, at: metadata.now.toISOString() } as const;
    return accepted(await this.commands.execute(new EditQuestionCommand(command, metadata)));
  }

  @Delete('questions/:questionId')
  @RequireLogin()
  async remove(
    @Param('id') courseId: string,
    @Param('questionId') questionId: string,
    @CurrentCaller() caller: Caller,
    @Req() request: Request,
  ): Promise<CommandAccepted> {
    const metadata = requestMetadata(request, caller.userId);
    const command = { type: 'DeleteQuestion', questionId, courseId, userId: caller.userId, at: metadata.now.toISOString() } as const;
    return accepted(await this.commands.execute(new DeleteQuestionCommand(command, metadata)));
  }
}
