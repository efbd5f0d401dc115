import { Body, Controller, HttpCode, Param, Post, Req, UploadedFile, UseInterceptors } from '@nestjs/common';
import { CommandBus, type Command } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiTags } from '@nestjs/swagger';
import type { CommandAccepted, PostSupportMessageResponse } from '@khru/contracts';
import { PostSupportMessageRequest, SupportAssignRequest, SupportNoteRequest, SupportSeqRequest } from '@khru/contracts/requests';
import { newEventId } from '@khru/platform';
import type { Request } from 'express';
import { CurrentCaller, RequirePermissions } from '../../kernel/auth/access.decorators.js';
import type { Caller } from '../../kernel/auth/caller.js';
import { accepted, type CommandResult } from '../../kernel/commands/command-result.js';
import { requestMetadata } from '../../kernel/http/request-metadata.js';
import { AttachmentInterceptor } from '../attachments/attachment.interceptor.js';
import type { ReceivedFile } from '../attachments/support-attachments.js';
import { SUPPORT_PERMISSION } from '../support-permission.js';
import { AddSupportNoteCommand } from './add-support-note/add-support-note.command.js';
import { AssignConversationCommand } from './assign-conversation/assign-conversation.command.js';
import { CloseConversationCommand } from './close-conversation/close-conversation.command.js';
import { MarkReadCommand } from './mark-read/mark-read.command.js';
import { PostMessageCommand } from './post-message/post-message.command.js';
import { MESSAGE_FORM } from './support-conversations.http.controller.js';

/**
 * Support's side of the chat: reply (mailed too when the learner is away), mark read, take or give back a
 * conversation, add notes the learner never sees, and close it.
 */
@ApiTags('support')
@ApiBearerAuth()
@Controller('supportapi/admin/conversations')
export class AdminConversationsHttpController {
  constructor(private readonly commands: CommandBus) {}

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
    const sender = { side: 'support' as const, caller };
    return this.commands.execute(new PostMessageCommand(id, sender, body.body ?? '', file, requestMetadata(request, caller.userId)));
  }

  @Post(':id/read')
  @HttpCode(200)
  @RequirePermissions(SUPPORT_PERMISSION)
  read(@Param('id') id: string, @Body() body: SupportSeqRequest, @CurrentCaller() caller: Caller, @Req() request: Request): Promise<CommandAccepted> {
    const metadata = requestMetadata(request, caller.userId);
    const actor = { side: 'support' as const, adminId: caller.userId };
    return this.dispatch(new MarkReadCommand({ type: 'MarkRead', conversationId: id, actor, upToSeq: body.upToSeq, at: metadata.now.toISOString() }, metadata));
  }

  /** To an admin who may answer support (by user id), or back to the team (null). */
  @Post(':id/assign')
  @HttpCode(200)
  @RequirePermissions(SUPPORT_PERMISSION)
  assign(@Param('id') id: string, @Body() body: SupportAssignRequest, @CurrentCaller() caller: Caller, @Req() request: Request): Promise<CommandAccepted> {
    return this.dispatch(new AssignConversationCommand(id, body.adminId, requestMetadata(request, caller.userId)));
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
    // A retry under the same Idempotency-Key names the same note.
    const noteId = newEventId(metadata.idempotencyKey && `support-note:${metadata.idempotencyKey}`, 0);
    return { noteId, ...(await this.dispatch(new AddSupportNoteCommand(id, noteId, body.body, caller, metadata))) };
  }

  @Post(':id/close')
  @HttpCode(200)
  @RequirePermissions(SUPPORT_PERMISSION)
  close(@Param('id') id: string, @CurrentCaller() caller: Caller, @Req() request: Request): Promise<CommandAccepted> {
    const metadata = requestMetadata(request, caller.userId);
    const actor = { side: 'support' as const, adminId: caller.userId };
    return this.dispatch(new CloseConversationCommand({ type: 'Close', conversationId: id, actor, at: metadata.now.toISOString() }, metadata));
  }

  private async dispatch(command: Command<CommandResult>): Promise<CommandAccepted> {
    return accepted(await this.commands.execute(command));
  }
}
