import { Body, Controller, HttpCode, Inject, Param, Post, Req, UploadedFile, UseInterceptors } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiTags } from '@nestjs/swagger';
import { USERS_COLLECTION, conversationStream, type CommandAccepted, type PostSupportMessageResponse, type UserDocument } from '@khru/contracts';
import { PostSupportMessageRequest, SupportAssignRequest, SupportNoteRequest, SupportSeqRequest } from '@khru/contracts/requests';
import { newEventId, type DocumentStore } from '@khru/platform';
import type { Request } from 'express';
import { CurrentCaller, RequirePermissions } from '../../kernel/auth/access.decorators.js';
import type { Caller } from '../../kernel/auth/caller.js';
import { CommandExecutor } from '../../kernel/commands/command-executor.js';
import type { CommandMetadata } from '../../kernel/commands/command-metadata.js';
import { accepted } from '../../kernel/commands/command-result.js';
import { DomainError } from '../../kernel/errors/domain-error.js';
import { requestMetadata } from '../../kernel/http/request-metadata.js';
import { DOCUMENT_STORE } from '../../kernel/infrastructure/tokens.js';
import { AttachmentInterceptor } from '../attachments/attachment.interceptor.js';
import type { ReceivedFile } from '../attachments/support-attachments.js';
import { SUPPORT_PERMISSION, SUPPORT_ROLES } from '../support-permission.js';
import { SupportCallers } from '../visitors/support-callers.js';
import { conversationDecider, type ConversationCommand } from './conversation.decider.js';
import { ConversationMessages } from './post-message/conversation-messages.js';
import { MESSAGE_FORM } from './support-conversations.http.controller.js';

/**
 * Support's side of the chat: reply (mailed too when the learner is away), mark read, take or give back a
 * conversation, add notes the learner never sees, and close it.
 */
@ApiTags('support')
@ApiBearerAuth()
@Controller('supportapi/admin/conversations')
export class AdminConversationsHttpController {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly messages: ConversationMessages,
    private readonly callers: SupportCallers,
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
  ) {}

  @Post(':id/messages')
  @RequirePermissions(SUPPORT_PERMISSION)
  @ApiConsumes('multipart/form-data', 'application/json')
  @ApiBody(MESSAGE_FORM)
  @UseInterceptors(AttachmentInterceptor)
  async post(
    @Param('id') id: string,
    @Body() body: PostSupportMessageRequest,
    @UploadedFile() file: ReceivedFile | undefined,
    @CurrentCaller() caller: Caller,
    @Req() request: Request,
  ): Promise<PostSupportMessageResponse> {
    const admin = await this.callers.learnerOf(caller);
    return this.messages.fromSupport(admin, id, body.body ?? '', file, requestMetadata(request, caller.userId));
  }

  @Post(':id/read')
  @HttpCode(200)
  @RequirePermissions(SUPPORT_PERMISSION)
  read(@Param('id') id: string, @Body() body: SupportSeqRequest, @CurrentCaller() caller: Caller, @Req() request: Request): Promise<CommandAccepted> {
    return this.act(id, requestMetadata(request, caller.userId), (at) => ({
      type: 'MarkRead',
      conversationId: id,
      actor: { side: 'support', adminId: caller.userId },
      upToSeq: body.upToSeq,
      at,
    }));
  }

  /** To an admin who may answer support (by user id), or back to the team (null). */
  @Post(':id/assign')
  @HttpCode(200)
  @RequirePermissions(SUPPORT_PERMISSION)
  async assign(
    @Param('id') id: string,
    @Body() body: SupportAssignRequest,
    @CurrentCaller() caller: Caller,
    @Req() request: Request,
  ): Promise<CommandAccepted> {
    const adminName = body.adminId === null ? null : await this.supportAdminName(body.adminId);
    return this.act(id, requestMetadata(request, caller.userId), (at) => ({ type: 'Assign', conversationId: id, adminId: body.adminId, adminName, at }));
  }

  @Post(':id/notes')
  @RequirePermissions(SUPPORT_PERMISSION)
  async addNote(
    @Param('id') id: string,
    @Body() body: SupportNoteRequest,
    @CurrentCaller() caller: Caller,
    @Req() request: Request,
  ): Promise<CommandAccepted & { noteId: string }> {
    const metadata = requestMetadata(request, caller.userId);
    const admin = await this.callers.learnerOf(caller);
    // A retry under the same Idempotency-Key names the same note.
    const noteId = newEventId(metadata.idempotencyKey && `support-note:${metadata.idempotencyKey}`, 0);
    const result = await this.act(id, metadata, (at) => ({
      type: 'AddNote',
      conversationId: id,
      noteId,
      adminId: admin.userId,
      adminName: admin.name,
      body: body.body,
      at,
    }));
    return { noteId, ...result };
  }

  @Post(':id/close')
  @HttpCode(200)
  @RequirePermissions(SUPPORT_PERMISSION)
  close(@Param('id') id: string, @CurrentCaller() caller: Caller, @Req() request: Request): Promise<CommandAccepted> {
    return this.act(id, requestMetadata(request, caller.userId), (at) => ({
      type: 'Close',
      conversationId: id,
      actor: { side: 'support', adminId: caller.userId },
      at,
    }));
  }

  /** The name of an account whose role may answer support; 400 on `adminId` for anyone else. */
  private async supportAdminName(adminId: string): Promise<string> {
    const user = await this.documents
      .collection<UserDocument>(USERS_COLLECTION)
      .findOne({ _id: adminId }, { projection: { firstName: 1, lastName: 1, email: 1, role: 1 } });
    if (!user || !SUPPORT_ROLES.includes(user.role)) {
      throw DomainError.badRequest([{ field: 'adminId', code: 'NOT_EXIST_FOREIGN_KEY' }]);
    }
    return `${user.firstName} ${user.lastName}`.trim() || user.email;
  }

  private async act(id: string, metadata: CommandMetadata, command: (at: string) => ConversationCommand): Promise<CommandAccepted> {
    return accepted(await this.executor.execute(conversationDecider, conversationStream(id), command(metadata.now.toISOString()), metadata));
  }
}
