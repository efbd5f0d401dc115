import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { PAGE_SIZES, type CommandAccepted, type ModeratedQuestionListResponse, type ModeratedReplyListResponse } from '@khru/contracts';
import { ModerateQaRequest, ModerationQaQuery } from '@khru/contracts/requests';
import type { DocumentStore } from '@khru/platform';
import type { Request } from 'express';
import { CurrentCaller, RequirePermissions } from '../../kernel/auth/access.decorators.js';
import type { Caller } from '../../kernel/auth/caller.js';
import { accepted } from '../../kernel/commands/command-result.js';
import { requestMetadata } from '../../kernel/http/request-metadata.js';
import { DOCUMENT_STORE } from '../../kernel/infrastructure/tokens.js';
import { ModerateQuestionCommand } from './moderate-question/moderate-question.command.js';
import { ModerateReplyCommand } from './moderate-reply/moderate-reply.command.js';
import { moderatedQuestionPage, moderatedReplyPage } from './qa-pages.js';

/** `cmsapi/admin/questions` and `cmsapi/admin/replies` (ours): platform admins publish or unpublish questions and replies. */
@ApiTags('moderation')
@ApiBearerAuth()
@Controller('cmsapi/admin')
export class QaModerationHttpController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
  ) {}

  @Get('questions')
  @RequirePermissions('MODERATE_CONTENT')
  questions(@Query() query: ModerationQaQuery, @CurrentCaller() caller: Caller): Promise<ModeratedQuestionListResponse> {
    const filter = query.status ? { status: query.status } : {};
    return moderatedQuestionPage(this.documents, filter, query.skip ?? 0, query.take ?? PAGE_SIZES.reports, caller.userId);
  }

  @Get('replies')
  @RequirePermissions('MODERATE_CONTENT')
  replies(@Query() query: ModerationQaQuery, @CurrentCaller() caller: Caller): Promise<ModeratedReplyListResponse> {
    const filter = query.status ? { status: query.status } : {};
    return moderatedReplyPage(this.documents, filter, query.skip ?? 0, query.take ?? PAGE_SIZES.reports, caller.userId);
  }

  @Post('questions/:questionId/publish')
  @RequirePermissions('MODERATE_CONTENT')
  @HttpCode(200)
  publishQuestion(
    @Param('questionId') questionId: string,
    @Body() body: ModerateQaRequest,
    @CurrentCaller() caller: Caller,
    @Req() request: Request,
  ): Promise<CommandAccepted> {
    return this.decideQuestion('PublishQuestion', questionId, body, caller, request);
  }

  @Post('questions/:questionId/unpublish')
  @RequirePermissions('MODERATE_CONTENT')
  @HttpCode(200)
  unpublishQuestion(
    @Param('questionId') questionId: string,
    @Body() body: ModerateQaRequest,
    @CurrentCaller() caller: Caller,
    @Req() request: Request,
  ): Promise<CommandAccepted> {
    return this.decideQuestion('UnpublishQuestion', questionId, body, caller, request);
  }

  @Post('replies/:replyId/publish')
  @RequirePermissions('MODERATE_CONTENT')
  @HttpCode(200)
  publishReply(
    @Param('replyId') replyId: string,
    @Body() body: ModerateQaRequest,
    @CurrentCaller() caller: Caller,
    @Req() request: Request,
  ): Promise<CommandAccepted> {
    return this.decideReply('PublishReply', replyId, body, caller, request);
  }

  @Post('replies/:replyId/unpublish')
  @RequirePermissions('MODERATE_CONTENT')
  @HttpCode(200)
  unpublishReply(
    @Param('replyId') replyId: string,
    @Body() body: ModerateQaRequest,
    @CurrentCaller() caller: Caller,
    @Req() request: Request,
  ): Promise<CommandAccepted> {
    return this.decideReply('UnpublishReply', replyId, body, caller, request);
  }

  private async decideQuestion(
    type: 'PublishQuestion' | 'UnpublishQuestion',
    questionId: string,
    body: ModerateQaRequest,
    caller: Caller,
    request: Request,
  ): Promise<CommandAccepted> {
    const metadata = requestMetadata(request, caller.userId);
    const command = { type, questionId, version: body.version, moderatorId: caller.userId, at: metadata.now.toISOString() };
    return accepted(await this.commands.execute(new ModerateQuestionCommand(command, metadata)));
  }

  private async decideReply(
    type: 'PublishReply' | 'UnpublishReply',
    replyId: string,
    body: ModerateQaRequest,
    caller: Caller,
    request: Request,
  ): Promise<CommandAccepted> {
    const metadata = requestMetadata(request, caller.userId);
    const command = { type, replyId, version: body.version, moderatorId: caller.userId, at: metadata.now.toISOString() };
    return accepted(await this.commands.execute(new ModerateReplyCommand(command, metadata)));
  }
}
