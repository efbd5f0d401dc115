import { Body, Controller, Delete, HttpCode, Inject, Param, Patch, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import {
  PAGE_SIZES,
  QUESTIONS_COLLECTION,
  type CommandAccepted,
  type QaItemCreatedResponse,
  type QuestionDocument,
  type ReplyListResponse,
} from '@khru/contracts';
import { ListRepliesRequest, QaTextRequest } from '@khru/contracts/requests';
import type { DocumentStore } from '@khru/platform';
import type { Request } from 'express';
import { randomUUID } from 'node:crypto';
import { CurrentCaller, RequireLogin } from '../../kernel/auth/access.decorators.js';
import type { Caller } from '../../kernel/auth/caller.js';
import { accepted } from '../../kernel/commands/command-result.js';
import { DomainError } from '../../kernel/errors/domain-error.js';
import { requestMetadata } from '../../kernel/http/request-metadata.js';
import { DOCUMENT_STORE } from '../../kernel/infrastructure/tokens.js';
import { DeleteReplyCommand } from './delete-reply/delete-reply.command.js';
import { EditReplyCommand } from './edit-reply/edit-reply.command.js';
import { PostReplyCommand } from './post-reply/post-reply.command.js';
import { replyPage } from './qa-pages.js';
import { QaStandingReader } from './qa-standing.js';

/**
 * `cmsapi/courses/{id}/questions/{qid}/replies` and `.../replies` (spec section 7): replies to a
 * course's questions. A reply goes on its own stream; the question it answers is read from the
 * questions read model (and must be there, not deleted, in this course).
 */
@ApiTags('learning')
@ApiBearerAuth()
@Controller('cmsapi/courses/:id')
export class RepliesHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly standings: QaStandingReader,
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
  ) {}

  private question(questionId: string) {
    return this.documents.collection<QuestionDocument>(QUESTIONS_COLLECTION).findOne({ _id: questionId });
  }

  @Post('questions/:questionId/replies')
  @RequireLogin()
  async post(
    @Param('id') courseId: string,
    @Param('questionId') questionId: string,
    @Body() body: QaTextRequest,
    @CurrentCaller() caller: Caller,
    @Req() request: Request,
  ): Promise<QaItemCreatedResponse> {
    const replyId = randomUUID();
    const command = new PostReplyCommand(replyId, questionId, courseId, body.text, caller, requestMetadata(request, caller.userId));
    return { id: replyId, ...accepted(await this.commands.execute(command)) };
  }

  /** A question's published replies and the caller's own; the question itself must be one the caller may see. */
  @Post('replies/list')
  @RequireLogin()
  @HttpCode(200)
  async list(@Param('id') courseId: string, @Body() body: ListRepliesRequest, @CurrentCaller() caller: Caller): Promise<ReplyListResponse> {
    const { standing } = await this.standings.reader(caller, courseId, new Date());
    const question = await this.question(body.questionId);
    const visible = question?.courseId === courseId && (question.status === 'published' || question.userId === caller.userId || standing === 'team');
    if (!visible) throw DomainError.notFound();
    const filter = { questionId: body.questionId, $or: [{ status: 'published' }, { userId: caller.userId }] };
    const page = await replyPage(this.documents, filter, body.skip ?? 0, body.take ?? PAGE_SIZES.reviewsAndQuestions, caller.userId);
    return { ...page, standing };
  }

  @Patch('replies/:replyId')
  @RequireLogin()
  async edit(
    @Param('id') courseId: string,
    @Param('replyId') replyId: string,
    @Body() body: QaTextRequest,
    @CurrentCaller() caller: Caller,
    @Req() request: Request,
  ): Promise<CommandAccepted> {
    const metadata = requestMetadata(request, caller.userId);
    const command = { type: 'EditReply', replyId, courseId, userId: caller.userId, text: body.text, at: metadata.now.toISOString() } as const;
    return accepted(await this.commands.execute(new EditReplyCommand(command, metadata)));
  }

  @Delete('replies/:replyId')
  @RequireLogin()
  async remove(
    @Param('id') courseId: string,
    @Param('replyId') replyId: string,
    @CurrentCaller() caller: Caller,
    @Req() request: Request,
  ): Promise<CommandAccepted> {
    const metadata = requestMetadata(request, caller.userId);
    const command = { type: 'DeleteReply', replyId, courseId, userId: caller.userId, at: metadata.now.toISOString() } as const;
    return accepted(await this.commands.execute(new DeleteReplyCommand(command, metadata)));
  }
}
